import type { Place } from '../catalogue-cache/catalogue-changes';
import type { Filter } from './search-sql';

/** How the caches' keys begin: the filter's category and district or state ('*' for all). */
export const filterKey = (filter: Filter) => `${filter.categoryId ?? '*'}:${filter.locationId ?? (filter.state ? `s=${filter.state.slug}` : '*')}`;

/**
 * The filter a cache key is about, so that a write to an ad drops only the entries about its place (CatalogueChanges.adsTouched);
 * a state's entries are dropped by a write anywhere in their category.
 */
export function filterOfKey(key: string): Place {
  const [category, location] = key.split(':');
  return { categoryId: category === '*' ? null : Number(category), locationId: location === '*' || location.startsWith('s=') ? null : Number(location) };
}

/**
 * Rows of a filter's ads (its promoted ads, a keyword's matches) are kept this long: they change only by a write, which
 * drops them at once; promotions and ads ending and time slots starting are applied to the kept rows on every read.
 */
export const KEPT_ROWS_MS = 30_000;
/** Counts (and where a filter's row budget starts) are kept this long, or until a write to their place. */
export const KEPT_COUNTS_MS = 60_000;
