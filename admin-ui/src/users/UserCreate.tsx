import { Create, email, maxLength, minLength, PasswordInput, required, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { useSaveMessages } from '../common/useSaveMessages';
import { MESSAGES } from '../messages';

/** Registers another administrator (seed: /admin/register). */
export function UserCreate() {
  const mutationOptions = useSaveMessages('users', MESSAGES.registerSuccess, MESSAGES.registerFailed);
  return (
    <Create title="Register admin" mutationOptions={mutationOptions}>
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label="Register" />
          </Toolbar>
        }
        sx={{ maxWidth: 480 }}
      >
        <TextInput source="fullName" label="Full name" validate={[required(), maxLength(100)]} fullWidth autoComplete="off" />
        <TextInput source="email" label="Email" type="email" validate={[required(), email()]} fullWidth autoComplete="off" />
        <PasswordInput source="password" label="Password" validate={[required(), minLength(8)]} fullWidth autoComplete="new-password" helperText="At least 8 characters" />
      </SimpleForm>
    </Create>
  );
}
