import { DataTable, DeleteWithConfirmButton, EditButton, List, SimpleList, WrapperField } from 'react-admin';
import { hindiName } from '../common/HindiNameInput';
import { useSmallScreen } from '../common/RecordCards';
import { SearchBox } from '../common/SearchBox';
import type { ApiSchemas } from '../providers/api-types';
import { StateFilter } from './StateFilter';
import { ListEmpty } from '../common/ListEmpty';

type Location = ApiSchemas['LocationDto'];

const filters = [<SearchBox key="q" source="q" alwaysOn placeholder="app.locations.search" />, <StateFilter key="state" source="state" alwaysOn />];

const Column = DataTable.Col<Location>;

/** A name and, where there is one, its Hindi name: the cards of small screens have no room for columns of their own. */
const bothNames = (english: string, hindi: string | null) =>
  hindi ? (
    <>
      {english} · <span lang="hi">{hindi}</span>
    </>
  ) : (
    english
  );

export function LocationList() {
  const small = useSmallScreen();
  return (
    <List exporter={false} filters={filters} sort={{ field: 'state', order: 'ASC' }} perPage={25} empty={<ListEmpty />}>
      {small ? (
        <SimpleList<Location> primaryText={(l) => bothNames(l.district, l.districtHi)} secondaryText={(l) => bothNames(l.state, l.stateHi)} tertiaryText={(l) => `/${l.slug}`} linkType="edit" />
      ) : (
        <DataTable<Location> rowClick="edit" bulkActionButtons={false}>
          <Column source="id" />
          <Column source="state" />
          <Column source="stateHi" disableSort render={(l) => hindiName(l.stateHi)} />
          <Column source="district" />
          <Column source="districtHi" disableSort render={(l) => hindiName(l.districtHi)} />
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
