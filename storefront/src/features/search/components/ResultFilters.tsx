import Checkbox from 'antd/es/checkbox';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { SearchParams } from '../../../api/search-ads';

export type ResultSort = NonNullable<SearchParams['sort']>;
/** The filters and order of a results page, as its URL query carries them (shareable). */
export interface ResultFilterValues {
  minAge?: number;
  maxAge?: number;
  withPhotos?: boolean;
  sort?: ResultSort;
}

const AGES = Array.from({ length: 82 }, (_, i) => ({ value: 18 + i, label: String(18 + i) }));
/** The orders offered (their texts: search.filters.sort). */
const SORTS: ResultSort[] = ['default', 'newest', 'promoted'];

const age = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 18 && n <= 99 ? n : undefined;
};

/** The filters in the URL; values the API would refuse are ignored, so an edited link still shows results. */
export function filtersFromSearch(search: URLSearchParams): ResultFilterValues {
  const minAge = age(search.get('minAge'));
  const maxAge = age(search.get('maxAge'));
  const sort = SORTS.find((s) => s === search.get('sort') && s !== 'default');
  return {
    minAge,
    maxAge: minAge !== undefined && maxAge !== undefined && maxAge < minAge ? undefined : maxAge,
    withPhotos: search.get('withPhotos') === 'true' || undefined,
    sort,
  };
}

/** The URL query with the filters (or the keyword) changed and the page back to 1. */
export function withFilters(search: URLSearchParams, changes: ResultFilterValues & { keyword?: string }): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === false || value === 'default') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

interface ResultFiltersProps {
  values: ResultFilterValues;
  onChange: (changes: ResultFilterValues) => void;
}

/** Age range, photos only and the order of a results page: one compact row that wraps on a phone. */
export function ResultFilters({ values, onChange }: ResultFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="results__refine" role="group" aria-label={t('search.filters.label')}>
      <span className="results__ages">
        <Select
          size="small"
          aria-label={t('search.filters.youngest')}
          placeholder={t('search.filters.ageFrom')}
          allowClear={{ label: t('common.clear') }}
          value={values.minAge}
          options={AGES.filter((a) => values.maxAge === undefined || a.value <= values.maxAge)}
          onChange={(minAge?: number) => onChange({ minAge })}
          className="results__age"
        />
        <span aria-hidden>–</span>
        <Select
          size="small"
          aria-label={t('search.filters.oldest')}
          placeholder={t('search.filters.ageTo')}
          allowClear={{ label: t('common.clear') }}
          value={values.maxAge}
          options={AGES.filter((a) => values.minAge === undefined || a.value >= values.minAge)}
          onChange={(maxAge?: number) => onChange({ maxAge })}
          className="results__age"
        />
      </span>
      <Checkbox checked={!!values.withPhotos} onChange={(event) => onChange({ withPhotos: event.target.checked })}>
        {t('search.filters.withPhotos')}
      </Checkbox>
      <Select
        size="small"
        aria-label={t('search.filters.sortBy')}
        value={values.sort ?? 'default'}
        options={SORTS.map((value) => ({ value, label: t(`search.filters.sort.${value}`) }))}
        onChange={(sort: ResultSort) => onChange({ sort })}
        className="results__sort"
      />
    </div>
  );
}
