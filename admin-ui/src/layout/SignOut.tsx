import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import { LOGOUT_NOTICE_MS } from '../messages';

/** The user menu's Sign Out: drops the token, goes to the login page and says so for 1 s (seed). */
export const SignOut = forwardRef<HTMLLIElement>(function SignOut(_props, ref) {
  const logout = useLogout();
  const notify = useNotify();
  const translate = useTranslate();
  const signOut = () => {
    notify('app.auth.logged_out', { type: 'success', autoHideDuration: LOGOUT_NOTICE_MS });
    void logout(null, '/login', false);
  };
  return (
    <MenuItem ref={ref} onClick={signOut}>
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.auth.sign_out')}</ListItemText>
    </MenuItem>
  );
});
