import { Chip, Link as MuiLink, Typography } from '@mui/material';
import { DataTable, List, SelectInput } from 'react-admin';
import { Link } from 'react-router-dom';
import { indianDate } from '../common/dates';
import { TAKE_DOWN_REASON_CHOICES, TAKE_DOWN_REASONS } from '../common/take-down';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { TruncatedText } from '../common/TruncatedText';
import { ConversationButton } from './ConversationButton';
import { ResolveButtons } from './ResolveButtons';
import type { Report } from './types';

const STATUSES: { id: Report['status']; name: string }[] = [
  { id: 'OPEN', name: 'Open' },
  { id: 'RESOLVED', name: 'Resolved (ad deactivated)' },
  { id: 'DISMISSED', name: 'Dismissed' },
];
const STATUS_COLOR = { OPEN: 'warning', RESOLVED: 'success', DISMISSED: 'default' } as const satisfies Record<Report['status'], string>;

const filters = [
  <SelectInput key="status" source="status" label="Status" choices={STATUSES} alwaysOn />,
  <SelectInput key="reason" source="reason" label="Reason" choices={TAKE_DOWN_REASON_CHOICES} alwaysOn />,
];

const Column = DataTable.Col<Report>;
const reason = (r: Report) => TAKE_DOWN_REASONS[r.reason];
const AdLink = ({ r, max }: { r: Report; max: number }) => (
  <MuiLink component={Link} to={`/ads/${r.adId}`}>
    <TruncatedText text={r.adTitle} max={max} />
  </MuiLink>
);
const StatusChip = ({ r }: { r: Report }) => <Chip size="small" label={r.status} color={STATUS_COLOR[r.status]} />;

function ReportCards() {
  return (
    <RecordCards<Report>>
      {(r) => (
        <>
          <Typography variant="subtitle2">
            <AdLink r={r} max={60} />
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {reason(r)} · {indianDate(r.createdAt)} · <StatusChip r={r} />
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
  return (
    <DataTable<Report> rowClick={false} bulkActionButtons={false}>
      <Column source="id" label="ID" />
      <Column source="adTitle" label="Ad" disableSort cellSx={() => ({ minWidth: 220 })} render={(r) => <AdLink r={r} max={30} />} />
      <Column source="adStatus" label="Ad status" disableSort render={(r) => (r.adStatus === 'ACTIVE' ? 'Activated' : 'Inactivated')} />
      <Column source="reason" label="Reason" render={reason} />
      <Column source="details" label="Details" disableSort cellSx={() => ({ minWidth: 170 })} render={(r) => <TruncatedText text={r.details} max={40} />} />
      <Column source="status" label="Status" render={(r) => <StatusChip r={r} />} />
      <Column source="createdAt" label="Reported" render={(r) => indianDate(r.createdAt)} />
      <Column label="Actions" disableSort>
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
    <List exporter={false} title="Reports" filters={filters} filterDefaultValues={{ status: 'OPEN' }} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {small ? <ReportCards /> : <ReportTable />}
    </List>
  );
}
