import { Create, Edit, maxLength, minLength, required, SimpleForm, TextInput } from 'react-admin';

function RejectionReasonForm() {
  return (
    <SimpleForm sx={{ maxWidth: 640 }}>
      <TextInput source="label" label="app.rejection_reasons.reason" validate={[required(), minLength(3), maxLength(200)]} helperText="app.rejection_reasons.reason_help" multiline fullWidth />
    </SimpleForm>
  );
}

export const RejectionReasonCreate = () => (
  <Create title="app.rejection_reasons.new" redirect="list">
    <RejectionReasonForm />
  </Create>
);

/** Renaming changes what later rejections say; ads already rejected keep their words. */
export const RejectionReasonEdit = () => (
  <Edit title="app.rejection_reasons.edit" mutationMode="pessimistic" redirect="list">
    <RejectionReasonForm />
  </Edit>
);
