import { Chip, Link as MuiLink, Typography } from '@mui/material';
import { DataTable, List, SelectInput, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useIndianDates } from '../common/dates';
import { TAKE_DOWN_REASON_CHOICES, TAKE_DOWN_REASONS } from '../common/take-down';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { TruncatedText } from '../common/TruncatedText';
import { ConversationButton } from './ConversationButton';
import { ResolveButtons } from './ResolveButtons';
import type { Report } from './types';

/** Names are translation keys (react-admin's inputs translate their choices). */
const STATUSES: { id: Report['status']; name: string }[] = [
  { id: 'OPEN', name: 'app.reports.statuses.OPEN' },
  { id: 'RESOLVED', name: 'app.reports.statuses.RESOLVED' },
  { id: 'DISMISSED', name: 'app.reports.statuses.DISMISSED' },
];
const STATUS_COLOR = { OPEN: 'warning', RESOLVED: 'success', DISMISSED: 'default' } as const satisfies Record<Report['status'], string>;

const filters = [<SelectInput key="status" source="status" choices={STATUSES} alwaysOn />, <SelectInput key="reason" source="reason" choices={TAKE_DOWN_REASON_CHOICES} alwaysOn />];

const Column = DataTable.Col<Report>;
const AdLink = ({ r, max }: { r: Report; max: number }) => (
  <MuiLink component={Link} to={`/ads/${r.adId}`}>
    <TruncatedText text={r.adTitle} max={max} />
  </MuiLink>
);
function StatusChip({ r }: { r: Report }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(`app.reports.chips.${r.status}`, { _: r.status })} color={STATUS_COLOR[r.status]} />;
}

function ReportCards() {
  const translate = useTranslate();
  const { date } = useIndianDates();
  return (
    <RecordCards<Report>>
      {(r) => (
        <>
          <Typography variant="subtitle2">
            <AdLink r={r} max={60} />
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate(TAKE_DOWN_REASONS[r.reason])} · {date(r.createdAt)} · <StatusChip r={r} />
          </Typography>
          {r.details && (
            <Typography variant="body2" gutterBottom>
              {r.details}
            </Typography>
          )}
          <ConversationButton />
          <ResolveButtons />
        </>
      )}
    </RecordCards>
  );
}

function ReportTable() {
  const translate = useTranslate();
  const { date } = useIndianDates();
  return (
    <DataTable<Report> rowClick={false} bulkActionButtons={false}>
      <Column source="id" />
      <Column source="adTitle" disableSort cellSx={() => ({ minWidth: 220 })} render={(r) => <AdLink r={r} max={30} />} />
      <Column source="adStatus" disableSort render={(r) => translate(r.adStatus === 'ACTIVE' ? 'app.common.activated' : 'app.common.inactivated')} />
      <Column source="reason" render={(r) => translate(TAKE_DOWN_REASONS[r.reason])} />
      <Column source="details" disableSort cellSx={() => ({ minWidth: 170 })} render={(r) => <TruncatedText text={r.details} max={40} />} />
      <Column source="status" render={(r) => <StatusChip r={r} />} />
      <Column source="createdAt" render={(r) => date(r.createdAt)} />
      <Column label="app.common.actions" disableSort>
        <ConversationButton />
        <ResolveButtons />
      </Column>
    </DataTable>
  );
}

/** Reports from visitors about ads, and from buyers and sellers about their conversations; open ones first by default. */
export function ReportList() {
  const small = useSmallScreen();
  return (
    <List exporter={false} filters={filters} filterDefaultValues={{ status: 'OPEN' }} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {small ? <ReportCards /> : <ReportTable />}
    </List>
  );
}
