import { BadRequestException } from '@nestjs/common';
import { type StoredDetails } from '../ads';
import { type DetailFilter, detailFiltersSql, detailFiltersText, detailsPass } from './detail-filters';
import { searchRefusal } from './search-refusals';

/** The filters of a results page besides category, district and keyword (a saved search keeps them too). */
export interface SearchFilters {
  minAge?: number;
  maxAge?: number;
  withPhotos?: boolean;
  /** The badges (issue 42): the ad's phone number, or its photos, proved. */
  phoneVerified?: boolean;
  photosVerified?: boolean;
  /** The category's details (issue 44), resolved against its fields (detail-filters.ts). */
  details?: DetailFilter[];
}

export const hasFilters = (f: SearchFilters): boolean => f.minAge !== undefined || f.maxAge !== undefined || !!f.withPhotos || !!f.phoneVerified || !!f.photosVerified || !!f.details?.length;

/** Names the filters in cache keys. */
export const filtersKey = (f: SearchFilters): string =>
  hasFilters(f)
    ? `${f.minAge ?? ''}-${f.maxAge ?? ''}${f.withPhotos ? '-photos' : ''}${f.phoneVerified ? '-phone' : ''}${f.photosVerified ? '-verified' : ''}${f.details?.length ? `-${detailFiltersText(f.details)}` : ''}`
    : '';

/** 400 when the age range is upside down (each bound alone is checked by the DTO). */
export function assertAgeRange(f: Pick<SearchFilters, 'minAge' | 'maxAge'>): void {
  if (f.minAge !== undefined && f.maxAge !== undefined && f.minAge > f.maxAge) {
    throw new BadRequestException({ detail: searchRefusal('ageRange'), errors: { minAge: searchRefusal('notAboveMaxAge') } });
  }
}

/** The filters as SQL conditions on the row aliased `alias` (age and badges are tested on the row; photos through IDX_ad_images_ad, details through IDX_ad_details_ad). */
export function filtersSql(f: SearchFilters, alias = 'ad'): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (f.minAge !== undefined) {
    parts.push(`${alias}.age >= ?`);
    params.push(f.minAge);
  }
  if (f.maxAge !== undefined) {
    parts.push(`${alias}.age <= ?`);
    params.push(f.maxAge);
  }
  if (f.withPhotos) parts.push(`EXISTS (SELECT 1 FROM ad_images img WHERE img.adId = ${alias}.id)`);
  if (f.phoneVerified) parts.push(`${alias}.phoneVerifiedAt IS NOT NULL`);
  if (f.photosVerified) parts.push(`${alias}.photosVerifiedAt IS NOT NULL`);
  if (f.details?.length) {
    const details = detailFiltersSql(f.details, alias);
    parts.push(...details.parts);
    params.push(...details.params);
  }
  return { sql: parts.join(' AND '), params };
}

/** The same test in code, for one ad (alert matching). */
export const adPassesFilters = (ad: { age: number; photos: number; phoneVerified: boolean; photosVerified: boolean; details: StoredDetails | null }, f: SearchFilters): boolean =>
  (f.minAge === undefined || ad.age >= f.minAge) &&
  (f.maxAge === undefined || ad.age <= f.maxAge) &&
  (!f.withPhotos || ad.photos > 0) &&
  (!f.phoneVerified || ad.phoneVerified) &&
  (!f.photosVerified || ad.photosVerified) &&
  (!f.details?.length || detailsPass(ad.details, f.details));
