import Select from 'antd/es/select';
import { useDistricts } from '../api/get-districts';
import { useStates } from '../api/get-states';

interface StateSelectProps {
  value?: string;
  onChange?: (state: string | undefined) => void;
  id?: string;
}

/** States, unique and sorted (by the API); searchable because India has 36 of them. */
export function StateSelect({ value, onChange, id }: StateSelectProps) {
  const { data, loading } = useStates();
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      placeholder="Select state"
      loading={loading}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      options={data?.map((state) => ({ value: state.state, label: state.state }))}
    />
  );
}

interface DistrictSelectProps {
  state: string | undefined;
  value?: number;
  onChange?: (districtId: number | undefined, slug: string | undefined) => void;
  id?: string;
  placeholder?: string;
}

/** Districts of the chosen state, sorted by district; disabled until a state is chosen. */
export function DistrictSelect({ state, value, onChange, id, placeholder = 'Select location' }: DistrictSelectProps) {
  const { data, loading } = useDistricts(state);
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      disabled={!state}
      placeholder={state ? placeholder : 'Choose a state first'}
      loading={loading}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined, data?.find((district) => district.id === next)?.slug)}
      options={data?.map((district) => ({ value: district.id, label: district.district }))}
    />
  );
}
