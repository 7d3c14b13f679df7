import { BooleanField, DataTable, List, NumberField } from 'react-admin';
import { useIntlLocale } from '../common/dates';
import { hindiName } from '../common/HindiNameInput';
import { DeleteColumn } from '../common/DeleteColumn';
import type { ApiSchemas } from '../providers/api-types';
import { ListEmpty } from '../common/ListEmpty';

type Package = ApiSchemas['AdminPackageDto'];

const Column = DataTable.Col<Package>;

export function PackageList() {
  const locale = useIntlLocale();
  return (
    <List exporter={false} sort={{ field: 'amount', order: 'ASC' }} perPage={25} empty={<ListEmpty />}>
      <DataTable<Package> rowClick="edit" bulkActionButtons={false}>
        <Column source="id" />
        <Column source="name" />
        <Column source="nameHi" disableSort render={(p) => hindiName(p.nameHi)} />
        <Column source="amount">
          <NumberField source="amount" options={{ style: 'currency', currency: 'INR', maximumFractionDigits: 2 }} locales={locale} />
        </Column>
        <Column source="durationDays" />
        <Column source="active" field={BooleanField} />
        <DeleteColumn confirmTitle="app.packages.delete_title" />
      </DataTable>
    </List>
  );
}
