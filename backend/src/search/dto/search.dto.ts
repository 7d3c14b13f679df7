import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { AdSummaryDto } from '../../ads/dto/ad.dto';
import { PageDto, PageNumber, PageSize } from '../../common/page.dto';

/** A result card; with `near`, also how far its district is. */
export class SearchCardDto extends AdSummaryDto {
  /** With `near` only: the distance between the two districts' centroids, rounded to 5 km ("about 20 km"; 0: the same or a neighbouring centroid). Never finer than a district. */
  distanceKm?: number;
}

export class AdSummaryPageDto extends PageDto<AdSummaryDto> {
  declare items: SearchCardDto[];
  /** The total is an estimate (more than 1,000 ads in the filter, or a keyword whose rarest word is in more than 1,000 ads) */
  approximate: boolean;
  /** The keyword search reached its cost limit: the items and the total are what it found in time (docs/performance.md) */
  partial: boolean;
}

export const SEARCH_SORTS = ['default', 'newest', 'promoted'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** A query string's `true`/`false`; anything else is left for IsBoolean to refuse. */
const queryBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** The filters a results page offers besides where to look and the keyword (also kept by saved searches). */
export class SearchFiltersDto {
  /** Youngest age shown, 18–99 */
  @IsInt({ message: 'minAge must be a whole number' })
  @Min(18, { message: 'minAge must be at least 18' })
  @Max(99, { message: 'minAge must be at most 99' })
  @Type(() => Number)
  @IsOptional()
  minAge?: number;

  /** Oldest age shown, 18–99, not below minAge */
  @IsInt({ message: 'maxAge must be a whole number' })
  @Min(18, { message: 'maxAge must be at least 18' })
  @Max(99, { message: 'maxAge must be at most 99' })
  @Type(() => Number)
  @IsOptional()
  maxAge?: number;

  /** Only ads with at least one photo */
  @IsBoolean({ message: 'withPhotos must be true or false' })
  @Transform(queryBoolean)
  @IsOptional()
  withPhotos?: boolean;

  /** Only ads whose phone number the seller proved by a code */
  @IsBoolean({ message: 'phoneVerified must be true or false' })
  @Transform(queryBoolean)
  @IsOptional()
  phoneVerified?: boolean;

  /** Only ads whose photos a moderator matched with the seller's selfie */
  @IsBoolean({ message: 'photosVerified must be true or false' })
  @Transform(queryBoolean)
  @IsOptional()
  photosVerified?: boolean;

  /**
   * The category's details (GET dashboard/categories/{id}/fields), `key:value` pairs joined by `;`: a range for a RATE or
   * NUMBER (`rate:500..2000`, `500..`, `..2000`), options for a CHOICE (`languages:hindi,english`: any of them), `yes` or
   * `no` for YES_NO. Needs a category. @example rate:500..2000;languages:hindi,english
   */
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  details?: string;
}

/** What every search takes besides where to look: an optional keyword, filters, the order and the page. */
export class SearchPageQueryDto extends SearchFiltersDto {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  keyword?: string;

  /** `default`: promoted ads whose time slot covers the India time now, then other promoted ads, then newest first; `newest`: newest first, promoted or not; `promoted`: every promoted ad newest first, then the rest */
  @IsIn(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(', ')}` })
  @IsOptional()
  sort?: SearchSort;

  @PageNumber(500)
  page: number = 1;

  @PageSize()
  pageSize: number = 20;
}

export class SearchQueryDto extends SearchPageQueryDto {
  /** Category slug as in the URL, e.g. women-seeking-men */
  @IsOptional()
  @IsString()
  @MaxLength(80)
  category?: string;

  /** District slug as in the URL, e.g. pune */
  @IsOptional()
  @IsString()
  @MaxLength(160)
  location?: string;

  /** A whole state: its slug as in the URL (GET get-states), e.g. maharashtra; not with `location` */
  @IsOptional()
  @IsString()
  @MaxLength(160)
  state?: string;

  /** Around a district (its slug or id, e.g. from GET locations/nearest): the districts whose centroid is within `withinKm` of its centroid, each card with `distanceKm`; not with `location` or `state` */
  @IsOptional()
  @IsString()
  @MaxLength(160)
  near?: string;

  /** With `near`: the radius in km, 5–200 (default 50) */
  @IsInt({ message: 'withinKm must be a whole number' })
  @Min(5, { message: 'withinKm must be at least 5' })
  @Max(200, { message: 'withinKm must be at most 200' })
  @Type(() => Number)
  @IsOptional()
  withinKm?: number;
}

/** The seed's query: names (or slugs) of the category and the district. */
export class LegacySearchQueryDto extends SearchPageQueryDto {
  @IsString()
  @MinLength(1, { message: 'categoryName is required' })
  @MaxLength(80)
  categoryName: string;

  @IsString()
  @MinLength(1, { message: 'locationName is required' })
  @MaxLength(160)
  locationName: string;
}
