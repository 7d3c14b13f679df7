import { Box, Link } from '@mui/material';
import { useState } from 'react';

/** Text cut at `max` characters with an ellipsis that expands it (and "less" to fold it again). */
export function TruncatedText({ text, max }: { text: string | null | undefined; max: number }) {
  const [open, setOpen] = useState(false);
  const value = text ?? '';
  if (value.length <= max) return <span>{value}</span>;
  const toggle = (event: React.MouseEvent) => {
    event.stopPropagation();
    setOpen((o) => !o);
  };
  return (
    <Box component="span" sx={{ wordBreak: 'break-word' }}>
      {open ? value : value.slice(0, max)}
      <Link component="button" type="button" onClick={toggle} aria-expanded={open} aria-label={open ? 'Show less' : 'Show all'} sx={{ ml: 0.5, verticalAlign: 'baseline' }}>
        {open ? 'less' : '…'}
      </Link>
    </Box>
  );
}
