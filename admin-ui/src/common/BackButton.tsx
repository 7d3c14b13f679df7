import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';

export function BackButton({ to, label = 'Back' }: { to: string; label?: string }) {
  return (
    <Button component={Link} to={to} startIcon={<ArrowBackIcon />} size="small">
      {label}
    </Button>
  );
}
