import { useTranslation } from 'react-i18next';
import type { SearchParams } from '../../../api/search-ads';

export type ResultSort = NonNullable<SearchParams['sort']>;
/** The filters and order of a results page, as its URL query carries them (shareable). */
export interface ResultFilterValues {
  minAge?: number;
  maxAge?: number;
  withPhotos?: boolean;
  phoneVerified?: boolean;
  photosVerified?: boolean;
  sort?: ResultSort;
}

const AGES = Array.from({ length: 82 }, (_, i) => 18 + i);
/** The yes-or-no filters (their texts: search.filters.<key>): photos, and the badges of issue 42. */
const CHECKS = ['withPhotos', 'phoneVerified', 'photosVerified'] as const;
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
    phoneVerified: search.get('phoneVerified') === 'true' || undefined,
    photosVerified: search.get('photosVerified') === 'true' || undefined,
    sort,
  };
}

/** What a saved search keeps of the filters: all but the order. */
export const savedFilters = ({ sort: _sort, ...kept }: ResultFilterValues): Omit<ResultFilterValues, 'sort'> => kept;

/** The URL query with the filters (or the keyword, or the details' text: detail-filters.ts) changed and the page back to 1. */
export function withFilters(search: URLSearchParams, changes: ResultFilterValues & { keyword?: string; details?: string }): URLSearchParams {
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

/**
 * Age range, photos only, the verified badges and the order of a results page: one compact row that wraps on a phone. Native
 * controls: a phone opens its own picker for them, and they cost the page's first load nothing.
 */
export function ResultFilters({ values, onChange }: ResultFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="results__refine" role="group" aria-label={t('search.filters.label')}>
      <span className="results__ages">
        <select className="native-select results__age" aria-label={t('search.filters.youngest')} value={values.minAge ?? ''} onChange={(event) => onChange({ minAge: age(event.target.value) })}>
          <option value="">{t('search.filters.ageFrom')}</option>
          {AGES.filter((a) => values.maxAge === undefined || a <= values.maxAge).map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
        <span aria-hidden>–</span>
        <select className="native-select results__age" aria-label={t('search.filters.oldest')} value={values.maxAge ?? ''} onChange={(event) => onChange({ maxAge: age(event.target.value) })}>
          <option value="">{t('search.filters.ageTo')}</option>
          {AGES.filter((a) => values.minAge === undefined || a >= values.minAge).map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </span>
      {CHECKS.map((key) => (
        <label key={key} className="results__check">
          <input type="checkbox" checked={!!values[key]} onChange={(event) => onChange({ [key]: event.target.checked })} />
          {t(`search.filters.${key}`)}
        </label>
      ))}
      <select
        className="native-select results__sort"
        aria-label={t('search.filters.sortBy')}
        value={values.sort ?? 'default'}
        onChange={(event) => onChange({ sort: SORTS.find((sort) => sort === event.target.value) })}
      >
        {SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`search.filters.sort.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
