import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Link as MuiLink, Paper, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { timeSince, useIndianDates } from '../common/dates';
import { Selfie } from './Selfie';
import type { PhotoVerificationItem } from './types';

interface Props {
  item: PhotoVerificationItem;
  focused: boolean;
  busy: boolean;
  onFocus: () => void;
  onApprove: () => void;
  onRefuse: () => void;
  cardRef: (element: HTMLElement | null) => void;
}

const Kbd = ({ children }: { children: string }) => (
  <Box
    component="kbd"
    aria-hidden
    sx={{ ml: 0.75, px: 0.5, border: 1, borderColor: 'currentColor', borderRadius: 0.5, fontSize: '0.7rem', lineHeight: 1.4, opacity: 0.8, fontFamily: 'monospace', textTransform: 'none' }}
  >
    {children}
  </Box>
);

/** One selfie waiting for a moderator: the code it must show, the selfie, the ad's photos beside it, and the decision's buttons. */
export function VerificationCard({ item, focused, busy, onFocus, onApprove, onRefuse, cardRef }: Props) {
  const translate = useTranslate();
  const { dateTime } = useIndianDates();
  const title = item.ad?.title ?? '';
  const waited = item.submittedAt ? timeSince(item.submittedAt) : null;
  return (
    <Paper
      component="article"
      ref={cardRef}
      tabIndex={-1}
      onFocus={onFocus}
      onClick={onFocus}
      variant="outlined"
      aria-label={title}
      aria-current={focused || undefined}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 1.5,
        borderWidth: 2,
        borderColor: focused ? 'primary.main' : 'divider',
        boxShadow: focused ? 4 : 0,
        scrollMarginTop: 64,
        outline: 'none',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {item.ad ? (
            <MuiLink component={Link} to={`/ads/${item.ad.id}`}>
              {title}
            </MuiLink>
          ) : (
            '—'
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.photo_verification.seller')}: {item.sellerName ?? `#${item.sellerId}`}
        </Typography>
        {waited && item.submittedAt && (
          <Tooltip title={dateTime(item.submittedAt)}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.photo_verification.sent', { time: translate(waited.key, { smart_count: waited.count }) })}
            </Typography>
          </Tooltip>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
          <Typography variant="subtitle2">{translate('app.photo_verification.code')}</Typography>
          <Typography data-testid="verification-code" sx={{ fontFamily: 'monospace', fontSize: '1.6rem', letterSpacing: '0.3em' }}>
            {item.code}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.photo_verification.code_help')}
          </Typography>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {translate('app.photo_verification.selfie')}
          </Typography>
          <Selfie id={item.id} title={title} />
          <Typography variant="caption" color="text.secondary">
            {translate('app.photo_verification.private')}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
          <Typography variant="subtitle2">{translate('app.photo_verification.ad_photos')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {(item.ad?.photos ?? []).map((photo, index) => (
              <a key={photo.url} href={photo.url} target="_blank" rel="noreferrer">
                <Box
                  component="img"
                  src={photo.thumbUrl}
                  alt={translate('app.photo_verification.photo', { index: index + 1 })}
                  loading="lazy"
                  sx={{ width: { xs: 120, sm: 160 }, height: { xs: 120, sm: 160 }, objectFit: 'cover', display: 'block', borderRadius: 1, bgcolor: 'action.hover' }}
                />
              </a>
            ))}
          </Box>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={busy} onClick={onApprove} aria-keyshortcuts="a">
          {translate('app.photo_verification.approve')}
          <Kbd>a</Kbd>
        </Button>
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={onRefuse} aria-keyshortcuts="r">
          {translate('app.photo_verification.refuse')}
          <Kbd>r</Kbd>
        </Button>
      </Box>
    </Paper>
  );
}
