import { BooleanField, DataTable, List } from 'react-admin';
import { hindiName } from '../common/HindiNameInput';
import { DeleteColumn } from '../common/DeleteColumn';
import type { ApiSchemas } from '../providers/api-types';
import { ListEmpty } from '../common/ListEmpty';

type TimeSlot = ApiSchemas['AdminTimeSlotDto'];

const Column = DataTable.Col<TimeSlot>;

export function TimeSlotList() {
  return (
    <List exporter={false} sort={{ field: 'startTime', order: 'ASC' }} perPage={25} empty={<ListEmpty />}>
      <DataTable<TimeSlot> rowClick="edit" bulkActionButtons={false}>
        <Column source="id" />
        <Column source="label" />
        <Column source="labelHi" disableSort render={(s) => hindiName(s.labelHi)} />
        <Column source="startTime" />
        <Column source="endTime" />
        <Column source="active" field={BooleanField} />
        <DeleteColumn confirmTitle="app.time_slots.delete_title" />
      </DataTable>
    </List>
  );
}
