import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIndianDates } from '../common/dates';
import { TAKE_DOWN_REASONS } from '../common/take-down';
import type { ReviewItem } from './types';

const COUNTS: { key: keyof Pick<ReviewItem['seller'], 'ads' | 'live' | 'rejected' | 'takenDown' | 'reports'>; label: string; warn: boolean }[] = [
  { key: 'ads', label: 'app.review.counts.ads', warn: false },
  { key: 'live', label: 'app.review.counts.live', warn: false },
  { key: 'rejected', label: 'app.review.counts.rejected', warn: true },
  { key: 'takenDown', label: 'app.review.counts.takenDown', warn: true },
  { key: 'reports', label: 'app.review.counts.reports', warn: true },
];

/** Who posted it and how their earlier ads fared: rejections, take-downs and reports stand out. */
export function SellerHistory({ seller }: { seller: ReviewItem['seller'] }) {
  const translate = useTranslate();
  const { date } = useIndianDates();
  return (
    <Box component="section" aria-label={translate('app.review.seller')} sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {translate('app.review.seller')}
      </Typography>
      <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {seller.displayName || seller.fullName}
        {seller.displayName && seller.displayName !== seller.fullName && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            ({seller.fullName})
          </Typography>
        )}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {seller.email}{' '}
        <Chip
          size="small"
          variant="outlined"
          label={translate(seller.emailVerified ? 'app.review.verified' : 'app.review.not_verified')}
          color={seller.emailVerified ? 'success' : 'warning'}
          sx={{ height: 20 }}
        />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.review.joined', { date: date(seller.joinedAt) })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
        {COUNTS.map(({ key, label, warn }) => (
          <Chip
            key={key}
            size="small"
            label={`${translate(label)}: ${seller[key]}`}
            color={warn && seller[key] > 0 ? 'warning' : 'default'}
            variant={warn && seller[key] > 0 ? 'filled' : 'outlined'}
          />
        ))}
      </Box>
    </Box>
  );
}

/** The ad's open reports, counted by reason. */
export function OpenReports({ reports }: { reports: ReviewItem['reports'] }) {
  const translate = useTranslate();
  if (!reports.length) return null;
  return (
    <Box component="section" aria-label={translate('app.review.open_reports')} sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {translate('app.review.open_reports')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {reports.map((report) => (
          <Chip key={report.reason} size="small" color="error" variant="outlined" label={`${translate(TAKE_DOWN_REASONS[report.reason])} × ${report.count}`} />
        ))}
      </Box>
    </Box>
  );
}
