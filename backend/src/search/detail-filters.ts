import { BadRequestException } from '@nestjs/common';
import { type StoredDetails } from '../ads';
import { type CategoryField } from '../categories/category-field.entity';
import { DetailKind } from '../categories/field-kind';
import { searchRefusal } from './search-refusals';

/**
 * A filter on one detail of a category's ads (issue 44): a range of a rate or number (either bound may be missing), any
 * of a choice's options, or yes/no.
 */
export interface DetailFilter {
  fieldId: number;
  key: string;
  min?: number;
  max?: number;
  options?: string[];
  yes?: boolean;
}

/** The most details one search can filter by. */
const MAX_DETAIL_FILTERS = 20;

const refuse = (why: string) => new BadRequestException({ detail: why, errors: { details: why } });

/** One pair's filter; 400 for a value the field does not take. */
function filterOf(field: CategoryField, value: string): DetailFilter {
  const { key } = field;
  const filter: DetailFilter = { fieldId: field.id, key };
  if (field.kind === DetailKind.Rate || field.kind === DetailKind.Number) {
    const bounds = range(value);
    if (!bounds) throw refuse(searchRefusal('detailRange', { key }));
    return { ...filter, ...bounds };
  }
  if (field.kind === DetailKind.YesNo) {
    if (value !== 'yes' && value !== 'no') throw refuse(searchRefusal('detailYesNo', { key }));
    return { ...filter, yes: value === 'yes' };
  }
  const chosen = value.split(',');
  const known = field.options.map((option) => option.key);
  if (!chosen.every((option) => known.includes(option))) throw refuse(searchRefusal('detailOption', { key, options: known.join(', ') }));
  return { ...filter, options: known.filter((option) => chosen.includes(option)) };
}

/** `500..2000`, `500..`, `..2000` or `700`: a whole-number range. */
function range(text: string): { min?: number; max?: number } | undefined {
  const match = /^(\d{0,9})(?:\.\.(\d{0,9}))?$/.exec(text);
  if (!match || (!match[1] && !match[2])) return undefined;
  const min = match[1] ? Number(match[1]) : undefined;
  const max = match[2] === undefined ? min : match[2] ? Number(match[2]) : undefined;
  return min !== undefined && max !== undefined && min > max ? undefined : { min, max };
}

/**
 * The `details` of a search, `key:value` pairs joined by `;` over the category's live fields: `rate:500..2000`,
 * `languages:hindi,english` (any of them), `incall:yes`. 400 naming what is wrong; nothing to filter by for empty text.
 * `skipUnknown`: a saved search's text, read again later: a key or option no longer among the fields is passed over.
 */
export function parseDetailFilters(text: string | undefined | null, fields: CategoryField[] | undefined, { skipUnknown = false } = {}): DetailFilter[] {
  const pairs = (text ?? '').split(';').filter((pair) => pair.trim());
  if (!pairs.length) return [];
  if (!fields) throw refuse(searchRefusal('detailsNeedCategory'));
  if (pairs.length > MAX_DETAIL_FILTERS) throw refuse(searchRefusal('tooManyDetails', { max: String(MAX_DETAIL_FILTERS) }));
  const filters = new Map<number, DetailFilter>();
  for (const pair of pairs) {
    const [key, value = ''] = pair.trim().split(':', 2);
    const field = fields.find((f) => f.key === key);
    try {
      if (!field) throw refuse(searchRefusal('unknownDetail', { key: key.slice(0, 40) }));
      filters.set(field.id, filterOf(field, value));
    } catch (error) {
      // A saved search keeps filtering by what still exists (a removed field or option is hidden everywhere).
      if (!skipUnknown) throw error;
    }
  }
  return [...filters.values()].sort((a, b) => a.fieldId - b.fieldId);
}

/** The filters as text again, in one order: for cache keys and saved searches. */
export const detailFiltersText = (filters: DetailFilter[]): string =>
  filters.map(({ key, min, max, options, yes }) => `${key}:${options ? options.join(',') : yes !== undefined ? (yes ? 'yes' : 'no') : `${min ?? ''}..${max ?? ''}`}`).join(';');

/** Each filter as an EXISTS over IDX_ad_details_ad, for the ad row aliased `alias`. */
export function detailFiltersSql(filters: DetailFilter[], alias: string): { parts: string[]; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const filter of filters) {
    const tests = ['d.fieldId = ?'];
    params.push(filter.fieldId);
    if (filter.options) {
      tests.push(`d.option IN (${filter.options.map(() => '?').join(', ')})`);
      params.push(...filter.options);
    } else if (filter.yes !== undefined) {
      tests.push('d.number = ?');
      params.push(filter.yes ? 1 : 0);
    } else {
      if (filter.min !== undefined) tests.push('d.number >= ?');
      if (filter.max !== undefined) tests.push('d.number <= ?');
      params.push(...[filter.min, filter.max].filter((bound) => bound !== undefined));
    }
    parts.push(`EXISTS (SELECT 1 FROM ad_details d WHERE d.adId = ${alias}.id AND ${tests.join(' AND ')})`);
  }
  return { parts, params };
}

/** The same test in code, for one ad's stored details (alert matching). */
export const detailsPass = (details: StoredDetails | null, filters: DetailFilter[]): boolean =>
  filters.every((filter) => {
    const value = details?.[filter.fieldId];
    if (value === undefined) return false;
    if (filter.options) return Array.isArray(value) && value.some((option) => filter.options!.includes(option));
    if (filter.yes !== undefined) return value === filter.yes;
    return typeof value === 'number' && (filter.min === undefined || value >= filter.min) && (filter.max === undefined || value <= filter.max);
  });
