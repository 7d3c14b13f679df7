import { DataTable, DeleteWithConfirmButton, EditButton, List, SearchInput, SimpleList, WrapperField } from 'react-admin';
import { useSmallScreen } from '../common/RecordCards';
import type { ApiSchemas } from '../providers/api-types';
import { StateFilter } from './StateFilter';

type Location = ApiSchemas['LocationDto'];

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search state or district" />, <StateFilter key="state" source="state" alwaysOn />];

const Column = DataTable.Col<Location>;

export function LocationList() {
  const small = useSmallScreen();
  return (
    <List exporter={false} filters={filters} sort={{ field: 'state', order: 'ASC' }} perPage={25} title="Locations">
      {small ? (
        <SimpleList<Location> primaryText={(l) => l.district} secondaryText={(l) => l.state} tertiaryText={(l) => `/${l.slug}`} linkType="edit" />
      ) : (
        <DataTable<Location> rowClick="edit" bulkActionButtons={false}>
          <Column source="id" label="ID" />
          <Column source="state" label="State" />
          <Column source="district" label="District" />
          <Column source="slug" label="Slug" />
          <Column source="metaTitle" label="Meta title" disableSort />
          <Column source="h1Tag" label="H1 tag" disableSort />
          <Column
            source="stateImage"
            label="State image"
            disableSort
            render={(l) => (l.stateImage ? <img src={l.stateImage} alt="" width={48} height={32} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—')}
          />
          <Column label="Actions" disableSort>
            <WrapperField>
              <EditButton />
              <DeleteWithConfirmButton confirmTitle="Delete this location?" confirmContent="Locations that still have ads cannot be deleted." mutationMode="pessimistic" />
            </WrapperField>
          </Column>
        </DataTable>
      )}
    </List>
  );
}
