import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { AdSummaryDto } from '../../ads/dto/ad.dto';
import { PageDto, PageNumber, PageSize } from '../../common/page.dto';

export class AdSummaryPageDto extends PageDto<AdSummaryDto> {
  declare items: AdSummaryDto[];
  /** The total is an estimate (more than 1,000 ads in the filter, or a common keyword over many ads) */
  approximate: boolean;
  /** The keyword search reached its cost limit: the items and the total are what it found in time (docs/performance.md) */
  partial: boolean;
}

/** What every search takes besides where to look: an optional keyword and the page. */
export class SearchPageQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  keyword?: string;

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
