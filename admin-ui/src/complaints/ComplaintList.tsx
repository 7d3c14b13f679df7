import { Box, Chip, Typography } from '@mui/material';
import { BooleanInput, DataTable, List, SelectInput, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useIndianDates } from '../common/dates';
import { ListEmpty } from '../common/ListEmpty';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { TruncatedText } from '../common/TruncatedText';
import { Clocks } from './Clocks';
import { ComplaintChips } from './ComplaintChips';
import { KINDS, KIND_CHOICES, kindName, STATUSES, STATUS_CHOICES, statusName, type Complaint } from './types';

const filters = [
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />,
  // Unticked is no filter at all (not "only those on time"): react-admin drops a null filter.
  <BooleanInput key="overdue" source="overdue" parse={(checked: boolean) => (checked ? true : null)} alwaysOn sx={{ mb: 1 }} />,
];

const Column = DataTable.Col<Complaint>;

function KindChip({ complaint }: { complaint: Complaint }) {
  const translate = useTranslate();
  return <Chip size="small" color={KINDS[complaint.kind]} label={translate(kindName(complaint.kind))} />;
}

function StatusChip({ complaint }: { complaint: Complaint }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={STATUSES[complaint.status]} label={translate(statusName(complaint.status))} />;
}

const Ticket = ({ complaint }: { complaint: Complaint }) => (
  <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap', color: complaint.overdue ? 'error.main' : undefined }}>
    {complaint.ticket}
  </Box>
);

function ComplaintTable() {
  const { dateTime } = useIndianDates();
  return (
    <DataTable<Complaint> rowClick="show" bulkActionButtons={false}>
      <Column source="ticket" disableSort render={(c) => <Ticket complaint={c} />} />
      <Column source="kind" render={(c) => <KindChip complaint={c} />} />
      <Column source="nextDueAt" label="resources.complaints.fields.clocks" cellSx={() => ({ minWidth: 330 })} render={(c) => <Clocks complaint={c} pending />} />
      <Column source="status" render={(c) => <StatusChip complaint={c} />} />
      <Column source="ad" disableSort cellSx={() => ({ minWidth: 140 })} render={(c) => (c.ad ? <TruncatedText text={c.ad.title} max={30} /> : '—')} />
      <Column source="createdAt" render={(c) => dateTime(c.createdAt)} cellSx={() => ({ whiteSpace: 'nowrap' })} />
    </DataTable>
  );
}

function ComplaintCards() {
  const { dateTime } = useIndianDates();
  return (
    <RecordCards<Complaint>>
      {(c) => (
        <Box component={Link} to={`/complaints/${c.id}/show`} sx={{ display: 'grid', gap: 0.75, color: 'inherit', textDecoration: 'none' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Ticket complaint={c} />
            <Typography variant="caption" color="text.secondary">
              {dateTime(c.createdAt)}
            </Typography>
          </Box>
          <ComplaintChips complaint={c} />
          <Clocks complaint={c} pending />
          {c.ad && (
            <Typography variant="body2" color="text.secondary">
              {c.ad.title}
            </Typography>
          )}
        </Box>
      )}
    </RecordCards>
  );
}

/**
 * Listing → Complaints: the Grievance Officer's queue, what falls due first on top (the API puts closed ones last),
 * each row with its running deadlines (IT Rules 2021, rule 3(2)); a row opens the complaint.
 */
export function ComplaintList() {
  const small = useSmallScreen();
  return (
    <List exporter={false} filters={filters} sort={{ field: 'nextDueAt', order: 'ASC' }} perPage={25} empty={<ListEmpty />}>
      {small ? <ComplaintCards /> : <ComplaintTable />}
    </List>
  );
}
