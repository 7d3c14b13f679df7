import { ReviewQueueList } from './ReviewQueueList';

export default { list: ReviewQueueList };
