import { PhotoVerificationList } from './PhotoVerificationList';

export default { list: PhotoVerificationList };
