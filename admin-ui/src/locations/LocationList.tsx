import { DataTable, DeleteWithConfirmButton, EditButton, List, SimpleList, WrapperField } from 'react-admin';
import { useSmallScreen } from '../common/RecordCards';
import { SearchBox } from '../common/SearchBox';
import type { ApiSchemas } from '../providers/api-types';
import { StateFilter } from './StateFilter';

type Location = ApiSchemas['LocationDto'];

const filters = [<SearchBox key="q" source="q" alwaysOn placeholder="app.locations.search" />, <StateFilter key="state" source="state" alwaysOn />];

const Column = DataTable.Col<Location>;

export function LocationList() {
  const small = useSmallScreen();
  return (
    <List exporter={false} filters={filters} sort={{ field: 'state', order: 'ASC' }} perPage={25}>
      {small ? (
        <SimpleList<Location> primaryText={(l) => l.district} secondaryText={(l) => l.state} tertiaryText={(l) => `/${l.slug}`} linkType="edit" />
      ) : (
        <DataTable<Location> rowClick="edit" bulkActionButtons={false}>
          <Column source="id" />
          <Column source="state" />
          <Column source="district" />
          <Column source="slug" />
          <Column source="metaTitle" disableSort />
          <Column source="h1Tag" disableSort />
          <Column source="stateImage" disableSort render={(l) => (l.stateImage ? <img src={l.stateImage} alt="" width={48} height={32} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—')} />
          <Column label="app.common.actions" disableSort>
            <WrapperField>
              <EditButton />
              <DeleteWithConfirmButton confirmTitle="app.locations.delete_title" confirmContent="app.locations.delete_content" mutationMode="pessimistic" />
            </WrapperField>
          </Column>
        </DataTable>
      )}
    </List>
  );
}
