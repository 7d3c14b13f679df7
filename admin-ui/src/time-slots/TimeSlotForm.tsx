import { BooleanInput, maxLength, minLength, regex, required, SimpleForm, TextInput } from 'react-admin';

const HH_MM = regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time as HH:MM');

/** Times of day in India time; an end before the start runs past midnight, equal to it means all day. */
export function TimeSlotForm() {
  return (
    <SimpleForm sx={{ maxWidth: 480 }} defaultValues={{ active: true }}>
      <TextInput source="label" validate={[required(), minLength(2), maxLength(60)]} fullWidth helperText="For example Evening (5 PM – 10 PM)" />
      <TextInput source="startTime" label="Start (India time)" type="time" validate={[required(), HH_MM]} />
      <TextInput source="endTime" label="End (India time)" type="time" validate={[required(), HH_MM]} helperText="Before the start: runs past midnight. Equal: all day." />
      <BooleanInput source="active" label="Offered to sellers" />
    </SimpleForm>
  );
}
