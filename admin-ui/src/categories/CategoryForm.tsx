import { maxLength, minLength, required, SimpleForm, TextInput } from 'react-admin';
import { HindiNameInput } from '../common/HindiNameInput';
import { ImageUpload } from '../common/ImageUpload';

export function CategoryForm() {
  return (
    <SimpleForm sx={{ maxWidth: 640 }}>
      <TextInput source="title" validate={[required(), minLength(2), maxLength(60)]} fullWidth />
      <HindiNameInput source="titleHi" maxLength={60} fullWidth />
      <TextInput source="metaTitle" validate={maxLength(200)} fullWidth />
      <TextInput source="metaDescription" validate={maxLength(500)} multiline minRows={2} fullWidth />
      <ImageUpload source="newImage" current="image" label="resources.categories.fields.image" />
    </SimpleForm>
  );
}
