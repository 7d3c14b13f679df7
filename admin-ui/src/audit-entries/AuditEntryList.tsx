import { Chip, Typography } from '@mui/material';
import { AutocompleteInput, DataTable, DateInput, List, ReferenceInput, SelectInput } from 'react-admin';
import { wrapAnywhere } from '../common/cells';
import { indianDateTime } from '../common/dates';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { AuditChanges } from './AuditChanges';
import { AUDIT_KINDS, type AuditEntry, kindName } from './types';

const filters = [
  <ReferenceInput key="adminId" source="adminId" reference="users" filter={{ role: 'ADMIN' }} sort={{ field: 'email', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="Admin" optionText="email" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <SelectInput key="kind" source="kind" label="Kind" choices={AUDIT_KINDS} alwaysOn />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
];

const Column = DataTable.Col<AuditEntry>;
const KindChip = ({ e }: { e: AuditEntry }) => <Chip size="small" label={kindName(e.kind)} variant="outlined" />;
const target = (e: AuditEntry) => (e.targetId === null ? '—' : `#${e.targetId}`);

function AuditCards() {
  return (
    <RecordCards<AuditEntry>>
      {(e) => (
        <>
          <Typography variant="subtitle2">
            <KindChip e={e} /> {target(e)} · {indianDateTime(e.createdAt)}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {e.adminEmail} · {e.action}
          </Typography>
          <AuditChanges entry={e} />
        </>
      )}
    </RecordCards>
  );
}

function AuditTable() {
  return (
    <DataTable<AuditEntry> rowClick={false} bulkActionButtons={false}>
      <Column source="createdAt" label="Date" render={(e) => indianDateTime(e.createdAt)} cellSx={() => ({ whiteSpace: 'nowrap' })} />
      <Column source="adminEmail" label="Admin" disableSort cellSx={wrapAnywhere} />
      <Column source="kind" label="Kind" disableSort render={(e) => <KindChip e={e} />} />
      <Column source="action" label="Action" disableSort cellSx={() => ({ ...wrapAnywhere(), fontFamily: 'monospace', fontSize: '0.75rem' })} />
      <Column source="targetId" label="Target" disableSort render={target} />
      <Column label="Before → after" disableSort cellSx={() => ({ minWidth: 260, maxWidth: 420 })} render={(e) => <AuditChanges entry={e} />} />
    </DataTable>
  );
}

/** Every admin write, newest first: who, what, when, before → after. Read only: entries cannot be edited or deleted. */
export function AuditEntryList() {
  const small = useSmallScreen();
  return (
    <List exporter={false} title="Audit log" filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {small ? <AuditCards /> : <AuditTable />}
    </List>
  );
}
