import { BooleanField, DataTable, DeleteWithConfirmButton, List, NumberField } from 'react-admin';
import type { ApiSchemas } from '../providers/api-types';

type Package = ApiSchemas['AdminPackageDto'];

const Column = DataTable.Col<Package>;

export function PackageList() {
  return (
    <List exporter={false} title="Packages" sort={{ field: 'amount', order: 'ASC' }} perPage={25}>
      <DataTable<Package> rowClick="edit" bulkActionButtons={false}>
        <Column source="id" label="ID" />
        <Column source="name" label="Name" />
        <Column source="amount" label="Amount">
          <NumberField source="amount" options={{ style: 'currency', currency: 'INR', maximumFractionDigits: 2 }} locales="en-IN" />
        </Column>
        <Column source="durationDays" label="Duration (days)" />
        <Column source="active" label="On sale" field={BooleanField} />
        <Column label="Actions" disableSort>
          <DeleteWithConfirmButton confirmTitle="Delete this package?" mutationMode="pessimistic" />
        </Column>
      </DataTable>
    </List>
  );
}
