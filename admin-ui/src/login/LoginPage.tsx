import { Box, Button, CardContent, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, LocalesMenuButton, Login, PasswordInput, required, TextInput, useLogin, useNotify, useTranslate } from 'react-admin';
import { emailAddress } from '../common/validators';
import type { ApiSchemas } from '../providers/api-types';
import { errorMessage } from '../providers/httpClient';

type Credentials = ApiSchemas['LoginDto'];

/** E-mail and password (with the show/hide toggle); only administrators get in. The failure's text is a translation key or the server's detail. */
function LoginForm() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Credentials) => {
    setBusy(true);
    try {
      await login(values);
      notify('app.auth.login_success', { type: 'success' });
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
          {translate('app.title')}
        </Typography>
        <TextInput source="email" type="email" label="ra.auth.email" autoComplete="username" autoFocus validate={[required(), emailAddress()]} />
        <PasswordInput source="password" label="ra.auth.password" autoComplete="current-password" validate={required()} />
        <Button variant="contained" type="submit" fullWidth disabled={busy} sx={{ mt: 2 }}>
          {busy ? <CircularProgress size={19} thickness={3} /> : translate('app.auth.log_in')}
        </Button>
      </CardContent>
    </Form>
  );
}

/** The language can be chosen before signing in too (the same choice as the user menu's). */
export function LoginPage() {
  return (
    <Login>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
        <LocalesMenuButton />
      </Box>
      <LoginForm />
    </Login>
  );
}
