import { maxLength, required, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { RichTextInput } from '../common/rich-text/RichTextInput';

/** The home page's SEO block: two headings and a rich-text description (`saveLabel`: a translation key). */
export function DescriptionForm({ saveLabel }: { saveLabel: string }) {
  return (
    <SimpleForm
      sx={{ maxWidth: 860 }}
      toolbar={
        <Toolbar>
          <SaveButton label={saveLabel} />
        </Toolbar>
      }
    >
      <TextInput source="headingH1" validate={[required(), maxLength(200)]} fullWidth />
      <TextInput source="headingH2" validate={[required(), maxLength(200)]} fullWidth />
      <RichTextInput source="description" label="resources.descriptions.fields.description" validate={required()} />
    </SimpleForm>
  );
}
