import { LocationCreate } from './LocationCreate';
import { LocationEdit } from './LocationEdit';
import { LocationList } from './LocationList';

export default { list: LocationList, create: LocationCreate, edit: LocationEdit, recordRepresentation: 'district' };
