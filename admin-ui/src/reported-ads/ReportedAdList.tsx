import { Box, Chip, Link as MuiLink, Typography } from '@mui/material';
import { DataTable, List, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useIndianDates } from '../common/dates';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { TAKE_DOWN_REASONS } from '../common/take-down';
import { TruncatedText } from '../common/TruncatedText';
import { SettleButtons } from './SettleButtons';
import type { ReportedAd } from './types';

/** Labels are translation keys. */
const STATUS: Record<string, { label: string; color: 'success' | 'warning' | 'info' | 'error' }> = {
  ACTIVE: { label: 'app.common.activated', color: 'success' },
  INACTIVE: { label: 'app.common.inactivated', color: 'warning' },
  PENDING_REVIEW: { label: 'app.reported_ads.hidden_for_review', color: 'info' },
  REJECTED: { label: 'app.common.rejected', color: 'error' },
};

const Column = DataTable.Col<ReportedAd>;

const AdLink = ({ ad, max }: { ad: ReportedAd; max: number }) => (
  <MuiLink component={Link} to={`/ads/${ad.id}`}>
    <TruncatedText text={ad.adTitle} max={max} />
  </MuiLink>
);

function AdStatus({ ad }: { ad: ReportedAd }) {
  const translate = useTranslate();
  const status = STATUS[ad.adStatus] ?? { label: ad.adStatus, color: 'info' };
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip size="small" label={translate(status.label)} color={status.color} />
      {ad.takenDown && <Chip size="small" variant="outlined" label={translate('app.common.taken_down')} />}
    </Box>
  );
}

function Reasons({ ad }: { ad: ReportedAd }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {ad.reasons.map((r) => (
        <Chip key={r.reason} size="small" variant="outlined" label={`${translate(TAKE_DOWN_REASONS[r.reason])} × ${r.count}`} />
      ))}
    </Box>
  );
}

function ReportedAdTable() {
  const { dateTime } = useIndianDates();
  return (
    <DataTable<ReportedAd> rowClick={false} bulkActionButtons={false}>
      <Column source="adTitle" disableSort cellSx={() => ({ minWidth: 200 })} render={(ad) => <AdLink ad={ad} max={40} />} />
      <Column source="adStatus" disableSort render={(ad) => <AdStatus ad={ad} />} />
      <Column source="open" disableSort />
      <Column source="reporters" disableSort />
      <Column source="reasons" disableSort cellSx={() => ({ minWidth: 160 })} render={(ad) => <Reasons ad={ad} />} />
      <Column source="firstAt" disableSort render={(ad) => dateTime(ad.firstAt)} />
      <Column source="latestAt" render={(ad) => dateTime(ad.latestAt)} />
      <Column label="app.common.actions" disableSort field={SettleButtons} />
    </DataTable>
  );
}

function ReportedAdCards() {
  const translate = useTranslate();
  const { dateTime } = useIndianDates();
  return (
    <RecordCards<ReportedAd>>
      {(ad) => (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Typography variant="subtitle2">
            <AdLink ad={ad} max={60} />
          </Typography>
          <AdStatus ad={ad} />
          <Typography variant="body2" color="text.secondary">
            {translate('app.reported_ads.summary', { open: ad.open, smart_count: ad.reporters })} · {dateTime(ad.firstAt)} – {dateTime(ad.latestAt)}
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
    <List exporter={false} sort={{ field: 'latestAt', order: 'DESC' }} perPage={25}>
      {small ? <ReportedAdCards /> : <ReportedAdTable />}
    </List>
  );
}
