import { ComplaintList } from './ComplaintList';
import { ComplaintShow } from './ComplaintShow';

export default { list: ComplaintList, show: ComplaintShow, recordRepresentation: 'ticket' };
