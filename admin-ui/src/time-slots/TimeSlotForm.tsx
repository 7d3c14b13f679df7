import { BooleanInput, maxLength, minLength, regex, required, SimpleForm, TextInput } from 'react-admin';
import { HindiNameInput } from '../common/HindiNameInput';

const HH_MM = regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'app.time_slots.time_format');

/** Times of day in India time; an end before the start runs past midnight, equal to it means all day. */
export function TimeSlotForm() {
  return (
    <SimpleForm sx={{ maxWidth: 480 }} defaultValues={{ active: true }}>
      <TextInput source="label" validate={[required(), minLength(2), maxLength(60)]} fullWidth helperText="app.time_slots.label_help" />
      <HindiNameInput source="labelHi" maxLength={60} fullWidth />
      <TextInput source="startTime" label="app.time_slots.start" type="time" validate={[required(), HH_MM]} />
      <TextInput source="endTime" label="app.time_slots.end" type="time" validate={[required(), HH_MM]} helperText="app.time_slots.end_help" />
      <BooleanInput source="active" label="app.time_slots.offered" />
    </SimpleForm>
  );
}
