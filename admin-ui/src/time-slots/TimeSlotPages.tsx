import { Create, Edit } from 'react-admin';
import { TimeSlotForm } from './TimeSlotForm';

export const TimeSlotCreate = () => (
  <Create title="app.time_slots.new" redirect="list">
    <TimeSlotForm />
  </Create>
);

export const TimeSlotEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <TimeSlotForm />
  </Edit>
);
