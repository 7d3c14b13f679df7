import LockResetIcon from '@mui/icons-material/LockReset';
import { Avatar, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { HttpError, Form, minLength, PasswordInput, required, useLogout, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { useState } from 'react';
import { api, type ChangePassword } from '../providers/api';
import { errorMessage } from '../providers/httpClient';
import { session } from '../providers/session';

interface Values extends ChangePassword {
  confirmPassword: string;
}

/** The errors are translation keys: react-admin translates what it shows under a field. */
const validateForm = (values: Partial<Values>) => {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (values.newPassword && values.currentPassword && values.newPassword === values.currentPassword) errors.newPassword = 'app.password.same_as_current';
  if (values.confirmPassword && values.newPassword !== values.confirmPassword) errors.confirmPassword = 'app.password.mismatch';
  return errors;
};

/**
 * The first sign-in with a generated password (mustChangePassword): the console shows only this until
 * the admin has chosen their own (layout/Layout.tsx). The API ends the admin's other sessions; this one goes on.
 */
export function ChangePasswordPage() {
  const notify = useNotify();
  const logout = useLogout();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const submit = async ({ currentPassword, newPassword }: Values) => {
    setBusy(true);
    try {
      const { detail } = await api.changePassword({ currentPassword, newPassword });
      notify(detail, { type: 'success' });
      session.update({ fullName: session.fullName() ?? '', mustChangePassword: false });
    } catch (error) {
      // A 401 is a session that has ended; a 403 here is a wrong current password, not a lost right to the console.
      if (error instanceof HttpError && error.status === 401) return void logoutIfAccessDenied(error);
      notify(errorMessage(error), { type: 'error' });
      if (error instanceof HttpError) return (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        px: 1,
        background: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
      }}
    >
      <Card sx={{ mt: { xs: 4, sm: '6em' }, width: '100%', maxWidth: 400 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>
            <LockResetIcon />
          </Avatar>
        </Box>
        <Form onSubmit={(values: object) => submit(values as Values)} validate={validateForm} noValidate>
          <CardContent>
            <Typography variant="h6" component="h1" align="center" gutterBottom>
              {translate('app.password.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.password.intro')}
            </Typography>
            <PasswordInput source="currentPassword" label="app.password.current" autoComplete="current-password" autoFocus validate={required()} fullWidth />
            <PasswordInput
              source="newPassword"
              label="app.password.new"
              autoComplete="new-password"
              validate={[required(), minLength(8, 'app.password.min_length')]}
              helperText="app.password.min_length"
              fullWidth
            />
            <PasswordInput source="confirmPassword" label="app.password.confirm" autoComplete="new-password" validate={required()} fullWidth />
            <Button variant="contained" type="submit" fullWidth disabled={busy} sx={{ mt: 2 }}>
              {busy ? <CircularProgress size={19} thickness={3} /> : translate('app.password.submit')}
            </Button>
            <Button fullWidth disabled={busy} sx={{ mt: 1 }} onClick={() => void logout()}>
              {translate('app.password.sign_out')}
            </Button>
          </CardContent>
        </Form>
      </Card>
    </Box>
  );
}
