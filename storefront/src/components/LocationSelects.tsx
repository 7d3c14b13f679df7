import Select from 'antd/es/select';
import { useDistricts } from '../api/get-districts';
import { useStates } from '../api/get-states';
import { districtName, stateName } from '../lib/local-names';
import { useTranslation } from 'react-i18next';

interface StateSelectProps {
  value?: string;
  onChange?: (state: string | undefined) => void;
  id?: string;
}

/** States, unique and sorted (by the API); searchable because India has 36 of them, by their name in either language. */
export function StateSelect({ value, onChange, id }: StateSelectProps) {
  const { t } = useTranslation();
  const { data, isLoading: loading } = useStates();
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'search' }}
      allowClear={{ label: t('common.clear') }}
      placeholder={t('common.places.selectState')}
      loading={loading}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      options={data?.map((state) => ({ value: state.state, label: stateName(state), search: `${stateName(state)} ${state.state}` }))}
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
export function DistrictSelect({ state, value, onChange, id, placeholder }: DistrictSelectProps) {
  const { t } = useTranslation();
  const { data, isLoading: loading } = useDistricts(state);
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'search' }}
      allowClear={{ label: t('common.clear') }}
      disabled={!state}
      placeholder={state ? (placeholder ?? t('common.places.selectLocation')) : t('common.places.stateFirst')}
      loading={loading}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined, data?.find((district) => district.id === next)?.slug)}
      options={data?.map((district) => ({ value: district.id, label: districtName(district), search: `${districtName(district)} ${district.district}` }))}
    />
  );
}
