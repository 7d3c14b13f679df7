import { AdEdit } from './AdEdit';
import { AdList } from './AdList';

export default { list: AdList, edit: AdEdit, recordRepresentation: 'title' };
