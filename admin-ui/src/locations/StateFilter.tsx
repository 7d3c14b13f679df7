import { SelectInput } from 'react-admin';
import { useApiQuery } from '../common/useApiQuery';
import { api } from '../providers/api';

/** The states for the list's filter (GET /api/dashboard/get-states, sorted); `label` is a translation key. */
export function StateFilter({ source, label = 'resources.locations.fields.state' }: { source: string; label?: string; alwaysOn?: boolean }) {
  const { data = [], isPending } = useApiQuery(['states'], api.states);
  return <SelectInput source={source} label={label} choices={data.map(({ state }) => ({ id: state, name: state }))} isPending={isPending} sx={{ minWidth: 220 }} />;
}
