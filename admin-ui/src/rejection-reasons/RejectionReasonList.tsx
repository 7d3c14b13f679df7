import { DataTable, DeleteWithConfirmButton, List, SearchInput } from 'react-admin';
import { indianDate } from '../common/dates';
import type { RejectionReason } from '../review-queue/types';

const Column = DataTable.Col<RejectionReason>;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Settings → Rejection reasons: what moderators choose from when they reject an ad in the review queue. */
export function RejectionReasonList() {
  return (
    <List exporter={false} title="Rejection reasons" filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={25}>
      <DataTable<RejectionReason> rowClick="edit" bulkActionButtons={false}>
        <Column source="label" label="Reason (as the seller reads it)" cellSx={() => ({ overflowWrap: 'anywhere' })} />
        <Column source="createdAt" label="Added" render={(reason) => indianDate(reason.createdAt)} />
        <Column label="Actions" disableSort>
          <DeleteWithConfirmButton confirmTitle="Delete this rejection reason?" confirmContent="Ads already rejected for it keep the words their sellers were told." mutationMode="pessimistic" />
        </Column>
      </DataTable>
    </List>
  );
}
