import { maxLength, minLength, required, SimpleForm, TextInput } from 'react-admin';
import { ImageUpload } from '../common/ImageUpload';
import { RichTextInput } from '../common/rich-text/RichTextInput';

export function BlogForm() {
  return (
    <SimpleForm sx={{ maxWidth: 860 }}>
      <TextInput source="title" validate={[required(), minLength(2), maxLength(200)]} fullWidth />
      <RichTextInput source="description" label="resources.blogs.fields.description" validate={required()} />
      <ImageUpload source="newPhoto" current="photo" label="resources.blogs.fields.photo" />
    </SimpleForm>
  );
}
