import { DataTable, List, SearchInput } from 'react-admin';
import { useIndianDates } from '../common/dates';
import { DeleteColumn } from '../common/DeleteColumn';
import type { RejectionReason } from '../review-queue/types';
import { ListEmpty } from '../common/ListEmpty';

const Column = DataTable.Col<RejectionReason>;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Settings → Rejection reasons: what moderators choose from when they reject an ad in the review queue. */
export function RejectionReasonList() {
  const { date } = useIndianDates();
  return (
    <List exporter={false} filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={25} empty={<ListEmpty />}>
      <DataTable<RejectionReason> rowClick="edit" bulkActionButtons={false}>
        <Column source="label" cellSx={() => ({ overflowWrap: 'anywhere' })} />
        <Column source="createdAt" render={(reason) => date(reason.createdAt)} />
        <DeleteColumn confirmTitle="app.rejection_reasons.delete_title" confirmContent="app.rejection_reasons.delete_content" />
      </DataTable>
    </List>
  );
}
