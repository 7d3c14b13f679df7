import { Box, Chip, Typography } from '@mui/material';
import { indianDate } from '../common/dates';
import { TAKE_DOWN_REASONS } from '../common/take-down';
import type { ReviewItem, ReviewSeller } from './types';

const COUNTS: { key: keyof Pick<ReviewSeller, 'ads' | 'live' | 'rejected' | 'takenDown' | 'reports'>; label: string; warn: boolean }[] = [
  { key: 'ads', label: 'Ads', warn: false },
  { key: 'live', label: 'Live', warn: false },
  { key: 'rejected', label: 'Rejected', warn: true },
  { key: 'takenDown', label: 'Taken down', warn: true },
  { key: 'reports', label: 'Reports', warn: true },
];

/** Who posted it and how their earlier ads fared: rejections, take-downs and reports stand out. */
export function SellerHistory({ seller }: { seller: ReviewSeller }) {
  return (
    <Box component="section" aria-label="Seller" sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        Seller
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
        {seller.email} <Chip size="small" variant="outlined" label={seller.emailVerified ? 'verified' : 'not verified'} color={seller.emailVerified ? 'success' : 'warning'} sx={{ height: 20 }} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Joined {indianDate(seller.joinedAt)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
        {COUNTS.map(({ key, label, warn }) => (
          <Chip key={key} size="small" label={`${label}: ${seller[key]}`} color={warn && seller[key] > 0 ? 'warning' : 'default'} variant={warn && seller[key] > 0 ? 'filled' : 'outlined'} />
        ))}
      </Box>
    </Box>
  );
}

/** The ad's open reports, counted by reason. */
export function OpenReports({ reports }: { reports: ReviewItem['reports'] }) {
  if (!reports.length) return null;
  return (
    <Box component="section" aria-label="Open reports" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        Open reports
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {reports.map((report) => (
          <Chip key={report.reason} size="small" color="error" variant="outlined" label={`${TAKE_DOWN_REASONS[report.reason]} × ${report.count}`} />
        ))}
      </Box>
    </Box>
  );
}
