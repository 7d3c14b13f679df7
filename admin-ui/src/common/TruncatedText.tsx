import { Box, Link } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** Text cut at `max` characters with an ellipsis that expands it (and "less" to fold it again). */
export function TruncatedText({ text, max }: { text: string | null | undefined; max: number }) {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const value = text ?? '';
  if (value.length <= max) return <span>{value}</span>;
  const toggle = (event: React.MouseEvent) => {
    event.stopPropagation();
    setOpen((o) => !o);
  };
  return (
    <Box component="span" sx={{ wordBreak: 'break-word' }}>
      {open ? value : value.slice(0, max)}
      <Link
        component="button"
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-label={translate(open ? 'app.common.show_less' : 'app.common.show_all')}
        sx={{ ml: 0.5, verticalAlign: 'baseline' }}
      >
        {open ? translate('app.common.less') : '…'}
      </Link>
    </Box>
  );
}
