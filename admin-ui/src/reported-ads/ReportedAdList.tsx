import { Box, Chip, Link as MuiLink, Typography } from '@mui/material';
import { DataTable, List } from 'react-admin';
import { Link } from 'react-router-dom';
import { indianDateTime } from '../common/dates';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { TAKE_DOWN_REASONS } from '../common/take-down';
import { TruncatedText } from '../common/TruncatedText';
import { SettleButtons } from './SettleButtons';
import type { ReportedAd } from './types';

const STATUS: Record<string, { label: string; color: 'success' | 'warning' | 'info' | 'error' }> = {
  ACTIVE: { label: 'Activated', color: 'success' },
  INACTIVE: { label: 'Inactivated', color: 'warning' },
  PENDING_REVIEW: { label: 'Hidden, in the review queue', color: 'info' },
  REJECTED: { label: 'Rejected', color: 'error' },
};

const Column = DataTable.Col<ReportedAd>;

const AdLink = ({ ad, max }: { ad: ReportedAd; max: number }) => (
  <MuiLink component={Link} to={`/ads/${ad.id}`}>
    <TruncatedText text={ad.adTitle} max={max} />
  </MuiLink>
);

function AdStatus({ ad }: { ad: ReportedAd }) {
  const status = STATUS[ad.adStatus] ?? { label: ad.adStatus, color: 'info' };
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" label={status.label} color={status.color} />
      {ad.takenDown && <Chip size="small" variant="outlined" label="Taken down" />}
    </Box>
  );
}

const Reasons = ({ ad }: { ad: ReportedAd }) => (
  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
    {ad.reasons.map((r) => (
      <Chip key={r.reason} size="small" variant="outlined" label={`${TAKE_DOWN_REASONS[r.reason]} × ${r.count}`} />
    ))}
  </Box>
);

function ReportedAdTable() {
  return (
    <DataTable<ReportedAd> rowClick={false} bulkActionButtons={false}>
      <Column source="adTitle" label="Ad" disableSort cellSx={() => ({ minWidth: 200 })} render={(ad) => <AdLink ad={ad} max={40} />} />
      <Column source="adStatus" label="Ad status" disableSort render={(ad) => <AdStatus ad={ad} />} />
      <Column source="open" label="Open reports" disableSort />
      <Column source="reporters" label="Reporters" disableSort />
      <Column source="reasons" label="Reasons" disableSort cellSx={() => ({ minWidth: 160 })} render={(ad) => <Reasons ad={ad} />} />
      <Column source="firstAt" label="First report" disableSort render={(ad) => indianDateTime(ad.firstAt)} />
      <Column source="latestAt" label="Latest report" render={(ad) => indianDateTime(ad.latestAt)} />
      <Column label="Actions" disableSort field={SettleButtons} />
    </DataTable>
  );
}

function ReportedAdCards() {
  return (
    <RecordCards<ReportedAd>>
      {(ad) => (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Typography variant="subtitle2">
            <AdLink ad={ad} max={60} />
          </Typography>
          <AdStatus ad={ad} />
          <Typography variant="body2" color="text.secondary">
            {ad.open} open reports from {ad.reporters} {ad.reporters === 1 ? 'person' : 'people'} · {indianDateTime(ad.firstAt)} – {indianDateTime(ad.latestAt)}
          </Typography>
          <Reasons ad={ad} />
          <SettleButtons />
        </Box>
      )}
    </RecordCards>
  );
}

/** Listing → Reports by ad: each reported ad once, with its open reports counted by reason, settled together. */
export function ReportedAdList() {
  const small = useSmallScreen();
  return (
    <List exporter={false} title="Reports by ad" sort={{ field: 'latestAt', order: 'DESC' }} perPage={25}>
      {small ? <ReportedAdCards /> : <ReportedAdTable />}
    </List>
  );
}
