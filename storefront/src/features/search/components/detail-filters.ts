import type { CategoryField } from '../../../api/types';

/** A filter on one detail (issue 44): a range of a rate or number (either end may be open), any of a choice's options, or yes/no. */
export interface DetailFilter {
  min?: number;
  max?: number;
  options?: string[];
  yes?: boolean;
}

/** The results page's detail filters by field key. */
export type DetailFilters = Record<string, DetailFilter>;

/** `500..2000`, `500..`, `..2000` or `700` (exactly 700), as the API reads a range (backend/src/search/detail-filters.ts). */
function range(text: string): DetailFilter | undefined {
  const match = /^(\d{0,9})(?:\.\.(\d{0,9}))?$/.exec(text);
  if (!match || (!match[1] && !match[2])) return undefined;
  const min = match[1] ? Number(match[1]) : undefined;
  const max = match[2] === undefined ? min : match[2] ? Number(match[2]) : undefined;
  return min !== undefined && max !== undefined && min > max ? undefined : { min, max };
}

function filterOf(field: CategoryField, value: string): DetailFilter | undefined {
  switch (field.kind) {
    case 'RATE':
    case 'NUMBER':
      return range(value);
    case 'YES_NO':
      return value === 'yes' || value === 'no' ? { yes: value === 'yes' } : undefined;
    case 'CHOICE': {
      const chosen = value.split(',');
      const options = field.options.map((option) => option.key).filter((key) => chosen.includes(key));
      return options.length ? { options } : undefined;
    }
  }
}

/**
 * The `details` of a results page's URL (`rate:500..2000;languages:hindi,english;incall:yes`) over the category's
 * fields. What the API would refuse (a key the category lacks, a bad value) is passed over, so an old or edited link
 * still shows results.
 */
export function parseDetailFilters(text: string | null | undefined, fields: CategoryField[]): DetailFilters {
  const filters: DetailFilters = {};
  for (const pair of (text ?? '').split(';')) {
    const at = pair.indexOf(':');
    if (at < 1) continue;
    const field = fields.find((f) => f.key === pair.slice(0, at).trim());
    const filter = field && filterOf(field, pair.slice(at + 1).trim());
    if (field && filter) filters[field.key] = filter;
  }
  return filters;
}

/** A filter that filters nothing (an empty range, no option): left out of the text. */
function valueText(field: CategoryField, filter: DetailFilter | undefined): string | undefined {
  if (!filter) return undefined;
  switch (field.kind) {
    case 'RATE':
    case 'NUMBER': {
      const { min, max } = filter;
      if (min === undefined && max === undefined) return undefined;
      // Ends given the wrong way round are swapped, as a visitor means them.
      const [low, high] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
      return `${low ?? ''}..${high ?? ''}`;
    }
    case 'YES_NO':
      return filter.yes === undefined ? undefined : filter.yes ? 'yes' : 'no';
    case 'CHOICE': {
      const options = field.options.map((option) => option.key).filter((key) => filter.options?.includes(key));
      return options.length ? options.join(',') : undefined;
    }
  }
}

/** The filters as the API's `details` text, in the fields' order; undefined when there are none. */
export function detailFiltersText(filters: DetailFilters, fields: CategoryField[]): string | undefined {
  const pairs = fields.flatMap((field) => {
    const value = valueText(field, filters[field.key]);
    return value === undefined ? [] : [`${field.key}:${value}`];
  });
  return pairs.length ? pairs.join(';') : undefined;
}

/** A whole number of at most 9 digits typed in a range's box; anything else: no bound. */
export function bound(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : undefined;
}
