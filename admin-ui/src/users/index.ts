import { UserCreate } from './UserCreate';
import { UserList } from './UserList';

export default { list: UserList, create: UserCreate, recordRepresentation: 'email' };
