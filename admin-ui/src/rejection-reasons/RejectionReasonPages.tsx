import { Create, Edit, maxLength, minLength, required, SimpleForm, TextInput } from 'react-admin';

function RejectionReasonForm() {
  return (
    <SimpleForm sx={{ maxWidth: 640 }}>
      <TextInput
        source="label"
        label="Reason"
        validate={[required(), minLength(3), maxLength(200)]}
        helperText="The seller reads it in the rejection mail and their Activity, e.g. “Phone numbers in the text”"
        multiline
        fullWidth
      />
    </SimpleForm>
  );
}

export const RejectionReasonCreate = () => (
  <Create title="New rejection reason" redirect="list">
    <RejectionReasonForm />
  </Create>
);

/** Renaming changes what later rejections say; ads already rejected keep their words. */
export const RejectionReasonEdit = () => (
  <Edit title="Rejection reason" mutationMode="pessimistic" redirect="list">
    <RejectionReasonForm />
  </Edit>
);
