import { Create, maxLength, minLength, PasswordInput, required, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { useSaveMessages } from '../common/useSaveMessages';
import { emailAddress } from '../common/validators';

/** Registers another administrator (seed: /admin/register). */
export function UserCreate() {
  const mutationOptions = useSaveMessages('users', 'app.users.registered', 'app.users.register_failed');
  return (
    <Create title="app.users.register" mutationOptions={mutationOptions}>
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label="app.users.register_button" />
          </Toolbar>
        }
        sx={{ maxWidth: 480 }}
      >
        <TextInput source="fullName" validate={[required(), maxLength(100)]} fullWidth autoComplete="off" />
        <TextInput source="email" type="email" validate={[required(), emailAddress()]} fullWidth autoComplete="off" />
        <PasswordInput source="password" validate={[required(), minLength(8)]} fullWidth autoComplete="new-password" helperText="app.users.password_help" />
      </SimpleForm>
    </Create>
  );
}
