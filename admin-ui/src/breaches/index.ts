import { BreachCreate } from './BreachCreate';
import { BreachEdit } from './BreachEdit';
import { BreachList } from './BreachList';
import { BreachShow } from './BreachShow';

export default { list: BreachList, create: BreachCreate, edit: BreachEdit, show: BreachShow };
