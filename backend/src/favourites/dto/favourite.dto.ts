import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, Max, Min } from 'class-validator';
import { AdSummaryDto } from '../../ads/dto/ad.dto';
import { PageDto, PageNumber, PageSize } from '../../common/page.dto';
import { FAVOURITES_PER_USER, IDS_PER_REQUEST } from '../favourite-limits';

const MAX_ID = 2_147_483_647;

/**
 * Up to IDS_PER_REQUEST ad ids, each a positive INT. Applied here in the order they run (class-validator checks them
 * in the order they are registered), so '1,2' is "not a list" and 201 ids are "too many" before any id is looked at.
 */
const AdIds = (): PropertyDecorator => (target, key) => {
  const each = `${String(key)} must hold positive integers`;
  IsArray({ message: `${String(key)} must be a list of ad ids` })(target, key);
  ArrayMaxSize(IDS_PER_REQUEST, { message: `${String(key)} may name at most ${IDS_PER_REQUEST} ads` })(target, key);
  IsInt({ each: true, message: each })(target, key);
  Min(1, { each: true, message: each })(target, key);
  Max(MAX_ID, { each: true, message: each })(target, key);
};

export class MergeFavouritesDto {
  /** The browser's favourites, newest first; ads no longer public are skipped @example [12, 7] */
  @AdIds()
  adIds: number[];
}

export class LiveQueryDto {
  /** Comma-separated ad ids, at most 200 */
  @ApiProperty({ type: String, example: '12,7,3' })
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',').map((id) => (/^\d{1,10}$/.test(id.trim()) ? Number(id) : id)) : value))
  @AdIds()
  ids: number[];
}

export class FavouritesPageQueryDto {
  /** 1-based page number */
  @PageNumber(FAVOURITES_PER_USER)
  page: number = 1;

  /** Items per page (at most 100) */
  @PageSize()
  pageSize: number = 20;
}

export class FavouriteDto {
  /** The ad's public card (no seller details) */
  ad: AdSummaryDto;
  /** Still on the site; false once it expired, was taken down or withdrawn */
  live: boolean;
  /** When it was saved */
  savedAt: Date;
}

export class FavouritePageDto extends PageDto<FavouriteDto> {
  declare items: FavouriteDto[];
}

export class FavouriteIdsDto {
  /** Ad ids, newest first */
  adIds: number[];
}
