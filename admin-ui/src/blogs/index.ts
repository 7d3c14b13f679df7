import { BlogCreate } from './BlogCreate';
import { BlogEdit } from './BlogEdit';
import { BlogList } from './BlogList';

export default { list: BlogList, create: BlogCreate, edit: BlogEdit, recordRepresentation: 'title' };
