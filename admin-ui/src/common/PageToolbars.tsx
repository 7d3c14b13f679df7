import { Button } from '@mui/material';
import { TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BackButton } from './BackButton';

/** The arrow back button, on the left above the page. */
export function BackToolbar({ to, label }: { to: string; label: string }) {
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <BackButton to={to} label={label} />
    </TopToolbar>
  );
}

/** A plain text button to the list, on the right, as some of the seed's pages have it (`label`: a translation key). */
export function ListLinkToolbar({ to, label }: { to: string; label: string }) {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={Link} to={to}>
        {translate(label)}
      </Button>
    </TopToolbar>
  );
}
