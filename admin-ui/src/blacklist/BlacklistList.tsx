import { DataTable, DeleteWithConfirmButton, List, SearchInput, SelectInput } from 'react-admin';
import { indianDate } from '../common/dates';
import type { ApiSchemas } from '../providers/api-types';
import { BLACKLIST_KINDS } from './kinds';

type BlacklistEntry = ApiSchemas['BlacklistEntryDto'];

const Column = DataTable.Col<BlacklistEntry>;

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="kind" source="kind" label="Kind" choices={BLACKLIST_KINDS} alwaysOn />];

/** Settings → Black List: words, phone numbers and e-mail domains that ads and sign-ups may not use. */
export function BlacklistList() {
  return (
    <List exporter={false} title="Black list" filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <DataTable<BlacklistEntry> bulkActionButtons={false} rowClick={false}>
        <Column source="kind" label="Kind" render={(entry) => BLACKLIST_KINDS.find((k) => k.id === entry.kind)?.name ?? entry.kind} />
        <Column source="value" label="Value" />
        <Column source="createdAt" label="Added" render={(entry) => indianDate(entry.createdAt)} />
        <Column label="Actions" disableSort>
          <DeleteWithConfirmButton confirmTitle="Remove this entry from the black list?" mutationMode="pessimistic" />
        </Column>
      </DataTable>
    </List>
  );
}
