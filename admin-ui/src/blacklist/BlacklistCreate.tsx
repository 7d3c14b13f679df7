import { Create, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { BLACKLIST_KINDS } from './kinds';

export function BlacklistCreate() {
  return (
    <Create title="Add to the black list" redirect="list">
      <SimpleForm defaultValues={{ kind: 'WORD' }}>
        <SelectInput source="kind" label="Kind" choices={BLACKLIST_KINDS} validate={required()} />
        <TextInput
          source="value"
          label="Word, phone number or e-mail domain"
          validate={required()}
          helperText="Words match whole words in titles and descriptions; domains match their subdomains too"
        />
      </SimpleForm>
    </Create>
  );
}
