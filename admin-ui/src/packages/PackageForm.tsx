import { BooleanInput, maxLength, maxValue, minLength, minValue, NumberInput, required, SimpleForm, TextInput } from 'react-admin';
import { HindiNameInput } from '../common/HindiNameInput';

export function PackageForm() {
  return (
    <SimpleForm sx={{ maxWidth: 480 }} defaultValues={{ active: true }}>
      <TextInput source="name" validate={[required(), minLength(2), maxLength(60)]} fullWidth />
      <HindiNameInput source="nameHi" maxLength={60} fullWidth />
      <NumberInput source="amount" label="app.packages.amount" validate={[required(), minValue(1), maxValue(1_000_000)]} step={1} />
      <NumberInput source="durationDays" validate={[required(), minValue(1), maxValue(365)]} step={1} />
      <BooleanInput source="active" label="app.packages.on_sale" />
    </SimpleForm>
  );
}
