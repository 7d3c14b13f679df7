import { BooleanField, DataTable, DeleteWithConfirmButton, List } from 'react-admin';
import type { ApiSchemas } from '../providers/api-types';

type TimeSlot = ApiSchemas['AdminTimeSlotDto'];

const Column = DataTable.Col<TimeSlot>;

export function TimeSlotList() {
  return (
    <List exporter={false} title="Time slots" sort={{ field: 'startTime', order: 'ASC' }} perPage={25}>
      <DataTable<TimeSlot> rowClick="edit" bulkActionButtons={false}>
        <Column source="id" label="ID" />
        <Column source="label" label="Label" />
        <Column source="startTime" label="Start" />
        <Column source="endTime" label="End" />
        <Column source="active" label="Offered" field={BooleanField} />
        <Column label="Actions" disableSort>
          <DeleteWithConfirmButton confirmTitle="Delete this time slot?" mutationMode="pessimistic" />
        </Column>
      </DataTable>
    </List>
  );
}
