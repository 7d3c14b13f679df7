import { DataTable, List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { useIndianDates } from '../common/dates';
import { DeleteColumn } from '../common/DeleteColumn';
import type { ApiSchemas } from '../providers/api-types';
import { BLACKLIST_KINDS } from './kinds';
import { ListEmpty } from '../common/ListEmpty';

type BlacklistEntry = ApiSchemas['BlacklistEntryDto'];

const Column = DataTable.Col<BlacklistEntry>;

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="kind" source="kind" choices={BLACKLIST_KINDS} alwaysOn />];

/** Settings → Black List: words, phone numbers and e-mail domains that ads and sign-ups may not use. */
export function BlacklistList() {
  const translate = useTranslate();
  const { date } = useIndianDates();
  return (
    <List exporter={false} filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} empty={<ListEmpty />}>
      <DataTable<BlacklistEntry> bulkActionButtons={false} rowClick={false}>
        <Column source="kind" render={(entry) => translate(BLACKLIST_KINDS.find((k) => k.id === entry.kind)?.name ?? entry.kind)} />
        <Column source="value" />
        <Column source="createdAt" render={(entry) => date(entry.createdAt)} />
        <DeleteColumn confirmTitle="app.blacklist.remove_title" />
      </DataTable>
    </List>
  );
}
