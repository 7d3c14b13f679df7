import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Chip, Divider, Paper, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { timeSince, useIndianDates } from '../common/dates';
import { AdDetails } from './AdDetails';
import { OpenReports, SellerHistory } from './SellerHistory';
import { CAUSES, type ReviewItem } from './types';

interface Props {
  item: ReviewItem;
  focused: boolean;
  busy: boolean;
  onFocus: () => void;
  onApprove: () => void;
  onReject: () => void;
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

/** One ad waiting for review with all a moderator needs to decide, and the decision's buttons. */
export function ReviewCard({ item, focused, busy, onFocus, onApprove, onReject, cardRef }: Props) {
  const translate = useTranslate();
  const { dateTime } = useIndianDates();
  const cause = translate(CAUSES[item.cause].name);
  const waited = timeSince(item.submittedAt);
  const duplicate = item.cause === 'NEAR_DUPLICATE' && item.duplicateOf;
  return (
    <Paper
      component="article"
      ref={cardRef}
      tabIndex={-1}
      onFocus={onFocus}
      onClick={onFocus}
      variant="outlined"
      aria-label={`${cause}: ${item.ad.title}`}
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
        transition: 'border-color 120ms, box-shadow 120ms',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" label={cause} color={CAUSES[item.cause].color} />
        <Tooltip title={translate('app.review.in_queue_since', { date: dateTime(item.submittedAt) })}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.review.waiting', { time: translate(waited.key, { smart_count: waited.count }) })}
          </Typography>
        </Tooltip>
        {item.held && (
          <Tooltip title={translate('app.review.held_help')}>
            <Chip size="small" variant="outlined" label={translate('app.review.held')} />
          </Tooltip>
        )}
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: duplicate ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <AdDetails ad={item.ad} heading={duplicate ? translate('app.review.this_ad') : undefined} />
        {duplicate ? (
          <Box sx={{ borderLeft: { md: 1 }, borderTop: { xs: 1, md: 0 }, borderColor: { xs: 'divider', md: 'divider' }, pl: { md: 2 }, pt: { xs: 2, md: 0 } }}>
            <AdDetails ad={duplicate} heading={translate('app.review.repeats', { name: duplicate.userName || translate('app.review.another_seller') })} />
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <SellerHistory seller={item.seller} />
            <OpenReports reports={item.reports} />
          </Box>
        )}
      </Box>
      {duplicate && (
        <>
          <Divider />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
            <SellerHistory seller={item.seller} />
            <OpenReports reports={item.reports} />
          </Box>
        </>
      )}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={busy} onClick={onApprove} aria-keyshortcuts="a">
          {translate('app.review.approve')}
          <Kbd>a</Kbd>
        </Button>
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={onReject} aria-keyshortcuts="r">
          {translate('app.review.reject')}
          <Kbd>r</Kbd>
        </Button>
      </Box>
    </Paper>
  );
}
