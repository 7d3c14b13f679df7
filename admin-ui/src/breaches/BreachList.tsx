import { Box, Typography } from '@mui/material';
import { DataTable, List, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useIndianDates } from '../common/dates';
import { ListEmpty } from '../common/ListEmpty';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { TruncatedText } from '../common/TruncatedText';
import { ReportClock } from './ReportClock';
import type { Breach } from './types';

const Column = DataTable.Col<Breach>;

/** "12 of 40 mailed", or "every account" before the notice listed them. */
function Counts({ breach }: { breach: Breach }) {
  const translate = useTranslate();
  if (breach.allUsers && !breach.affectedCount) return <>{translate('app.breaches.every_account')}</>;
  return <>{translate('app.breaches.counts', { notified: breach.notifiedCount, affected: breach.affectedCount })}</>;
}

function BreachTable() {
  const { dateTime } = useIndianDates();
  return (
    <DataTable<Breach> rowClick="show" bulkActionButtons={false}>
      <Column source="discoveredAt" render={(b) => dateTime(b.discoveredAt)} cellSx={() => ({ whiteSpace: 'nowrap' })} />
      <Column source="summary" disableSort cellSx={() => ({ minWidth: 240 })} render={(b) => <TruncatedText text={b.summary} max={80} />} />
      <Column source="affectedCount" disableSort render={(b) => <Counts breach={b} />} cellSx={() => ({ whiteSpace: 'nowrap' })} />
      <Column source="reportDueAt" disableSort render={(b) => <ReportClock breach={b} />} cellSx={() => ({ whiteSpace: 'nowrap' })} />
    </DataTable>
  );
}

function BreachCards() {
  const { dateTime } = useIndianDates();
  return (
    <RecordCards<Breach>>
      {(b) => (
        <Box component={Link} to={`/breaches/${b.id}/show`} sx={{ display: 'grid', gap: 0.5, color: 'inherit', textDecoration: 'none' }}>
          <Typography variant="caption" color="text.secondary">
            {dateTime(b.discoveredAt)}
          </Typography>
          <Typography variant="body2">{b.summary.length > 120 ? `${b.summary.slice(0, 120)}…` : b.summary}</Typography>
          <Typography variant="body2" color="text.secondary">
            <Counts breach={b} />
          </Typography>
          <ReportClock breach={b} />
        </Box>
      )}
    </RecordCards>
  );
}

/**
 * Settings → Data breaches (DPDP Act 2023 s. 8(6), docs/operations.md "A personal data breach"): newest discovered
 * first, each with who was mailed and the Board's 72-hour report clock; a row opens the breach.
 */
export function BreachList() {
  const small = useSmallScreen();
  return (
    <List exporter={false} sort={{ field: 'discoveredAt', order: 'DESC' }} perPage={25} empty={<ListEmpty />}>
      {small ? <BreachCards /> : <BreachTable />}
    </List>
  );
}
