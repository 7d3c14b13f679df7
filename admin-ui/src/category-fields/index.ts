import { CategoryFieldList } from './CategoryFieldList';
import { CategoryFieldCreate, CategoryFieldEdit } from './CategoryFieldPages';

export default { list: CategoryFieldList, create: CategoryFieldCreate, edit: CategoryFieldEdit, recordRepresentation: 'label' };
