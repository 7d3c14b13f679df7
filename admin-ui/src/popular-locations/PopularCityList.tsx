import { DataTable, DeleteWithConfirmButton, List, Pagination, ReferenceInput, SearchInput, SelectInput, useNotify } from 'react-admin';
import { MESSAGES } from '../messages';
import type { ApiSchemas } from '../providers/api-types';
import { errorMessage } from '../providers/httpClient';

type PopularCity = ApiSchemas['PopularLocationDto'];

const filters = [
  <ReferenceInput key="categoryId" source="categoryId" reference="categories" sort={{ field: 'title', order: 'ASC' }} perPage={100} alwaysOn>
    <SelectInput label="Category" optionText="title" emptyText="All" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <SearchInput key="q" source="q" placeholder="Search cities" alwaysOn />,
];

function DeleteCity() {
  const notify = useNotify();
  return (
    <DeleteWithConfirmButton
      confirmTitle="Remove this popular city?"
      confirmContent="It disappears from the storefront's popular cities."
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => notify(MESSAGES.cityDeleted, { type: 'success' }),
        onError: (error: unknown) => notify(errorMessage(error), { type: 'error' }),
      }}
    />
  );
}

const Column = DataTable.Col<PopularCity>;

/** Seed: a category filter ('All' plus each category) and 5/8/12/50 per page, 10 by default. */
export function PopularCityList() {
  return (
    <List exporter={false} title="Popular cities" filters={filters} perPage={10} pagination={<Pagination rowsPerPageOptions={[5, 8, 10, 12, 50]} />} sort={{ field: 'locationName', order: 'ASC' }}>
      <DataTable<PopularCity> rowClick={false} bulkActionButtons={false}>
        <Column source="locationName" label="Location name" />
        <Column source="categoryName" label="Category name" />
        <Column label="Actions" disableSort>
          <DeleteCity />
        </Column>
      </DataTable>
    </List>
  );
}
