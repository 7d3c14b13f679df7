import { DataTable, DeleteWithConfirmButton } from 'react-admin';

/**
 * A list's last column: deletes its row after the admin confirms, and only once the API has agreed (pessimistic), so a
 * refused delete (a package still in use) leaves the row where it was. The titles are translation keys.
 */
export function DeleteColumn({ confirmTitle, confirmContent }: { confirmTitle: string; confirmContent?: string }) {
  return (
    <DataTable.Col label="app.common.actions" disableSort>
      <DeleteWithConfirmButton confirmTitle={confirmTitle} confirmContent={confirmContent} mutationMode="pessimistic" />
    </DataTable.Col>
  );
}
