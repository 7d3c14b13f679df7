import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, type AuthUser, CurrentUser } from '../common/auth/auth.decorators';
import { ApiIdParam, IdParam } from '../common/parse-id.pipe';
import { FavouriteIdsDto, FavouritePageDto, FavouritesPageQueryDto, MergeFavouritesDto } from './dto/favourite.dto';
import { FavouritesService } from './favourites.service';

@ApiTags('favourites')
@Auth()
@Controller('favourites')
export class FavouritesController {
  constructor(private readonly favourites: FavouritesService) {}

  /** The caller's favourites, newest first, each with its ad's card and whether the ad is still live. */
  @Get()
  list(@CurrentUser() user: AuthUser, @Query() query: FavouritesPageQueryDto): Promise<FavouritePageDto> {
    return this.favourites.list(user.id, query);
  }

  /** Every ad id the caller keeps, newest first, to mark the hearts on a page of cards. */
  @Get('ids')
  async ids(@CurrentUser() user: AuthUser): Promise<FavouriteIdsDto> {
    return { adIds: await this.favourites.adIds(user.id) };
  }

  /** Adds a live ad to the caller's favourites (again: no change); 404 for an ad that is not live, 409 past 500. */
  @Put(':adId')
  @HttpCode(204)
  @ApiIdParam('adId')
  async add(@CurrentUser() user: AuthUser, @IdParam('adId') adId: number): Promise<void> {
    await this.favourites.add(user.id, adId);
  }

  /** Removes an ad from the caller's favourites (not there: no change). */
  @Delete(':adId')
  @HttpCode(204)
  @ApiIdParam('adId')
  async remove(@CurrentUser() user: AuthUser, @IdParam('adId') adId: number): Promise<void> {
    await this.favourites.remove(user.id, adId);
  }

  /** Adds the browser's favourites at sign-in (live ads only, up to the cap); answers every id kept after it. */
  @Post('merge')
  @HttpCode(200)
  async merge(@CurrentUser() user: AuthUser, @Body() body: MergeFavouritesDto): Promise<FavouriteIdsDto> {
    return { adIds: await this.favourites.merge(user.id, body.adIds) };
  }
}
