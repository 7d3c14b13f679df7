import { Chip, Typography } from '@mui/material';
import { AutocompleteInput, DataTable, DateInput, List, ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import { wrapAnywhere } from '../common/cells';
import { useIndianDates } from '../common/dates';
import { RecordCards, useSmallScreen } from '../common/RecordCards';
import { AuditChanges } from './AuditChanges';
import { AUDIT_KINDS, type AuditEntry, kindName } from './types';

const filters = [
  <ReferenceInput key="adminId" source="adminId" reference="users" filter={{ role: 'ADMIN' }} sort={{ field: 'email', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="resources.audit-entries.fields.adminId" optionText="email" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <SelectInput key="kind" source="kind" choices={AUDIT_KINDS} alwaysOn />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

const Column = DataTable.Col<AuditEntry>;
function KindChip({ e }: { e: AuditEntry }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(kindName(e.kind), { _: e.kind })} variant="outlined" />;
}
const target = (e: AuditEntry) => (e.targetId === null ? '—' : `#${e.targetId}`);

function AuditCards() {
  const { dateTime } = useIndianDates();
  return (
    <RecordCards<AuditEntry>>
      {(e) => (
        <>
          <Typography variant="subtitle2">
            <KindChip e={e} /> {target(e)} · {dateTime(e.createdAt)}
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
  const { dateTime } = useIndianDates();
  return (
    <DataTable<AuditEntry> rowClick={false} bulkActionButtons={false}>
      <Column source="createdAt" render={(e) => dateTime(e.createdAt)} cellSx={() => ({ whiteSpace: 'nowrap' })} />
      <Column source="adminEmail" disableSort cellSx={wrapAnywhere} />
      <Column source="kind" disableSort render={(e) => <KindChip e={e} />} />
      <Column source="action" disableSort cellSx={() => ({ ...wrapAnywhere(), fontFamily: 'monospace', fontSize: '0.75rem' })} />
      <Column source="targetId" disableSort render={target} />
      <Column label="app.audit.before_after" disableSort cellSx={() => ({ minWidth: 260, maxWidth: 420 })} render={(e) => <AuditChanges entry={e} />} />
    </DataTable>
  );
}

/** Every admin write, newest first: who, what, when, before → after. Read only: entries cannot be edited or deleted. */
export function AuditEntryList() {
  const small = useSmallScreen();
  return (
    <List exporter={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {small ? <AuditCards /> : <AuditTable />}
    </List>
  );
}
