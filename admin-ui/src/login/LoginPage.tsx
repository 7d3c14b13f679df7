import { Button, CardContent, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { email, Form, Login, PasswordInput, required, TextInput, useLogin, useNotify } from 'react-admin';
import type { ApiSchemas } from '../providers/api-types';
import { errorMessage } from '../providers/httpClient';
import { MESSAGES } from '../messages';

type Credentials = ApiSchemas['LoginDto'];

/** E-mail and password (with the show/hide toggle); only administrators get in. */
function LoginForm() {
  const login = useLogin();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Credentials) => {
    setBusy(true);
    try {
      await login(values);
      notify(MESSAGES.loginSuccess, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(values: object) => submit(values as Credentials)} noValidate>
      <CardContent sx={{ width: { xs: 280, sm: 320 } }}>
        <Typography variant="h6" align="center" gutterBottom>
          Bazaar admin
        </Typography>
        <TextInput source="email" type="email" label="Email" autoComplete="username" autoFocus validate={[required(), email()]} />
        <PasswordInput source="password" label="Password" autoComplete="current-password" validate={required()} />
        <Button variant="contained" type="submit" fullWidth disabled={busy} sx={{ mt: 2 }}>
          {busy ? <CircularProgress size={19} thickness={3} /> : 'Log in'}
        </Button>
      </CardContent>
    </Form>
  );
}

export function LoginPage() {
  return (
    <Login>
      <LoginForm />
    </Login>
  );
}
