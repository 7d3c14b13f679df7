import { DataTable, DeleteWithConfirmButton, List, Pagination, ReferenceInput, SelectInput, useNotify } from 'react-admin';
import { SearchBox } from '../common/SearchBox';
import type { ApiSchemas } from '../providers/api-types';
import { errorMessage } from '../providers/httpClient';
import { ListEmpty } from '../common/ListEmpty';

type PopularCity = ApiSchemas['PopularLocationDto'];

const filters = [
  <ReferenceInput key="categoryId" source="categoryId" reference="categories" sort={{ field: 'title', order: 'ASC' }} perPage={100} alwaysOn>
    <SelectInput label="resources.popular-locations.fields.categoryId" optionText="title" emptyText="app.popular_cities.all" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <SearchBox key="q" source="q" placeholder="app.popular_cities.search" alwaysOn />,
];

function DeleteCity() {
  const notify = useNotify();
  return (
    <DeleteWithConfirmButton
      confirmTitle="app.popular_cities.remove_title"
      confirmContent="app.popular_cities.remove_content"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => notify('app.popular_cities.deleted', { type: 'success' }),
        onError: (error: unknown) => notify(errorMessage(error), { type: 'error' }),
      }}
    />
  );
}

const Column = DataTable.Col<PopularCity>;

/** Seed: a category filter ('All' plus each category) and 5/8/12/50 per page, 10 by default. */
export function PopularCityList() {
  return (
    <List exporter={false} filters={filters} perPage={10} pagination={<Pagination rowsPerPageOptions={[5, 8, 10, 12, 50]} />} sort={{ field: 'locationName', order: 'ASC' }} empty={<ListEmpty />}>
      <DataTable<PopularCity> rowClick={false} bulkActionButtons={false}>
        <Column source="locationName" />
        <Column source="categoryName" />
        <Column label="app.common.actions" disableSort>
          <DeleteCity />
        </Column>
      </DataTable>
    </List>
  );
}
