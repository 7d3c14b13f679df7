import { useTranslation } from 'react-i18next';
import type { CategoryField } from '../../../api/types';
import { detailLabel } from '../../../lib/ad-details';
import { bound, type DetailFilter, type DetailFilters as Filters } from './detail-filters';

interface DetailFiltersProps {
  fields: CategoryField[];
  values: Filters;
  onChange: (values: Filters) => void;
}

/**
 * The category's details as filters (issue 44): a range for a rate or number, a box per option of a choice, yes/no.
 * Native controls, like the other filters; a range is applied when its box is left or Enter is pressed, not at each key.
 */
export function DetailFilters({ fields, values, onChange }: DetailFiltersProps) {
  const { t } = useTranslation();
  if (!fields.length) return null;
  const set = (key: string, filter: DetailFilter | undefined) => onChange({ ...values, [key]: filter ?? {} });

  return (
    <div className="results__details" role="group" aria-label={t('search.filters.details')}>
      {fields.map((field) => {
        const label = detailLabel(field);
        const current = values[field.key] ?? {};
        switch (field.kind) {
          case 'RATE':
          case 'NUMBER': {
            const end = (which: 'min' | 'max') => {
              const value = current[which];
              const commit = (text: string) => {
                const next = bound(text);
                if (next !== value) set(field.key, { ...current, [which]: next });
              };
              return (
                <input
                  // Typed text is the box's own until it is applied; a new URL (another link, Clear) shows its value.
                  key={`${which}:${value ?? ''}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  className="native-input results__bound"
                  aria-label={t(which === 'min' ? 'search.filters.from' : 'search.filters.upTo', { label })}
                  placeholder={t(which === 'min' ? 'search.filters.min' : 'search.filters.max')}
                  defaultValue={value ?? ''}
                  onBlur={(event) => commit(event.target.value)}
                  onKeyDown={(event) => event.key === 'Enter' && commit(event.currentTarget.value)}
                />
              );
            };
            return (
              <span key={field.key} className="results__range">
                <span className="results__detail-label">
                  {label}
                  {field.kind === 'RATE' ? ' (₹)' : ''}
                </span>
                {end('min')}
                <span aria-hidden>–</span>
                {end('max')}
              </span>
            );
          }
          case 'YES_NO':
            return (
              <select
                key={field.key}
                className="native-select results__yes-no"
                aria-label={label}
                value={current.yes === undefined ? '' : current.yes ? 'yes' : 'no'}
                onChange={(event) => set(field.key, event.target.value ? { yes: event.target.value === 'yes' } : undefined)}
              >
                <option value="">{t('search.filters.anyDetail', { label })}</option>
                <option value="yes">{t('search.filters.detailYes', { label })}</option>
                <option value="no">{t('search.filters.detailNo', { label })}</option>
              </select>
            );
          case 'CHOICE':
            return (
              <span key={field.key} className="results__choices" role="group" aria-label={label}>
                <span className="results__detail-label" aria-hidden>
                  {label}:
                </span>
                {field.options.map((option) => {
                  const chosen = current.options ?? [];
                  return (
                    <label key={option.key} className="results__check">
                      <input
                        type="checkbox"
                        checked={chosen.includes(option.key)}
                        onChange={(event) => set(field.key, { options: event.target.checked ? [...chosen, option.key] : chosen.filter((key) => key !== option.key) })}
                      />
                      {detailLabel(option)}
                    </label>
                  );
                })}
              </span>
            );
        }
      })}
    </div>
  );
}
