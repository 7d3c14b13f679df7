import { TimeSlotList } from './TimeSlotList';
import { TimeSlotCreate, TimeSlotEdit } from './TimeSlotPages';

export default { list: TimeSlotList, create: TimeSlotCreate, edit: TimeSlotEdit, recordRepresentation: 'label' };
