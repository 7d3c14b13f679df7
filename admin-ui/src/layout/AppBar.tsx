import AccountIcon from '@mui/icons-material/AccountCircle';
import { ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';
import { SignOut } from './SignOut';

/** Shows who is signed in (My Account is informational: there is no profile screen to edit). */
function MyAccount() {
  const { identity } = useGetIdentity();
  return (
    <MenuItem disabled>
      <ListItemIcon>
        <AccountIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary="My Account" secondary={identity?.id ? String(identity.id) : undefined} />
    </MenuItem>
  );
}

export function AppBar() {
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
          <MyAccount />
          <SignOut />
        </UserMenu>
      }
    >
      <Typography variant="h6" component="span" sx={{ mr: 2, fontWeight: 700, display: { xs: 'none', sm: 'block' } }}>
        Bazaar admin
      </Typography>
      <TitlePortal />
    </RaAppBar>
  );
}
