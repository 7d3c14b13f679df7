import KeyboardIcon from '@mui/icons-material/Keyboard';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/dates';

const Key = ({ children }: { children: string }) => (
  <Box component="kbd" sx={{ px: 0.5, mx: 0.25, border: 1, borderColor: 'divider', borderRadius: 0.5, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: '0.8rem' }}>
    {children}
  </Box>
);

/** How many wait, and the queue's shortcuts (useQueueKeys). */
export function KeyboardHint({ total }: { total?: number }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      {total !== undefined && <strong>{translate('app.review.waiting_total', { count: total.toLocaleString(locale) })}</strong>}
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <KeyboardIcon fontSize="small" aria-hidden />
        <span>
          <Key>j</Key>/<Key>↓</Key> {translate('app.review.key_next')} · <Key>k</Key>/<Key>↑</Key> {translate('app.review.key_previous')} · <Key>a</Key> {translate('app.review.key_approve')} ·{' '}
          <Key>r</Key> {translate('app.review.key_reject')} · <Key>Esc</Key> {translate('app.review.key_close')}
        </span>
      </Box>
    </Typography>
  );
}
