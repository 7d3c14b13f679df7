import AccountIcon from '@mui/icons-material/AccountCircle';
import CheckIcon from '@mui/icons-material/Check';
import { Divider, ListItemIcon, ListItemText, ListSubheader, MenuItem, Typography, useMediaQuery, type Theme } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, ToggleThemeButton, UserMenu, useGetIdentity, useLocaleState, useLocales, useTranslate, useUserMenu } from 'react-admin';
import { SignOut } from './SignOut';

/** Shows who is signed in (My Account is informational: there is no profile screen to edit). */
function MyAccount() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return (
    <MenuItem disabled>
      <ListItemIcon>
        <AccountIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={translate('app.auth.my_account')} secondary={identity?.id ? String(identity.id) : undefined} />
    </MenuItem>
  );
}

/** One language of the user menu, named in its own script; choosing it is remembered (react-admin's store). */
function LocaleItem({ locale, name }: { locale: string; name: string }) {
  const [current, setLocale] = useLocaleState();
  const { onClose } = useUserMenu() ?? {};
  const chosen = current === locale;
  return (
    <MenuItem
      role="menuitemradio"
      aria-checked={chosen}
      lang={locale}
      onClick={() => {
        setLocale(locale);
        onClose?.();
      }}
    >
      <ListItemIcon>{chosen && <CheckIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{name}</ListItemText>
    </MenuItem>
  );
}

/** The language is chosen in the user menu, so react-admin's own language button stays out of the bar. */
const Toolbar = () => (
  <>
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

export function AppBar() {
  const translate = useTranslate();
  const locales = useLocales();
  const { identity } = useGetIdentity();
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm')); // as react-admin's UserMenu decides
  // From 600 px react-admin's user button shows the admin's name but is named "Profile": a name that holds the
  // visible text lets voice-control users say what they see (axe's label-content-name-mismatch). Below, an icon.
  const label = showsName && identity?.fullName ? translate('app.auth.profile_of', { name: identity.fullName }) : undefined;
  return (
    <RaAppBar
      toolbar={<Toolbar />}
      userMenu={
        <UserMenu label={label}>
          <MyAccount />
          <Divider />
          <ListSubheader sx={{ lineHeight: 2.5 }}>{translate('app.language')}</ListSubheader>
          {locales.map(({ locale, name }) => (
            <LocaleItem key={locale} locale={locale} name={name} />
          ))}
          <Divider />
          <SignOut />
        </UserMenu>
      }
    >
      <Typography variant="h6" component="span" sx={{ mr: 2, fontWeight: 700, display: { xs: 'none', sm: 'block' } }}>
        {translate('app.title')}
      </Typography>
      <TitlePortal />
    </RaAppBar>
  );
}
