import { BlacklistCreate } from './BlacklistCreate';
import { BlacklistList } from './BlacklistList';

export default { list: BlacklistList, create: BlacklistCreate, recordRepresentation: 'value' };
