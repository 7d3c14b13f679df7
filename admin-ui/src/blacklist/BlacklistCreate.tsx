import { Create, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { BLACKLIST_KINDS } from './kinds';

export function BlacklistCreate() {
  return (
    <Create title="app.blacklist.add" redirect="list">
      <SimpleForm defaultValues={{ kind: 'WORD' }}>
        <SelectInput source="kind" choices={BLACKLIST_KINDS} validate={required()} />
        <TextInput source="value" label="app.blacklist.value" validate={required()} helperText="app.blacklist.value_help" />
      </SimpleForm>
    </Create>
  );
}
