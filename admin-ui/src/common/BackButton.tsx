import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** `label` is a translation key. */
export function BackButton({ to, label = 'app.common.back' }: { to: string; label?: string }) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={to} startIcon={<ArrowBackIcon />} size="small">
      {translate(label)}
    </Button>
  );
}
