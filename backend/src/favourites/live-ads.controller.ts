import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/auth.decorators';
import { FavouriteIdsDto, LiveQueryDto } from './dto/favourite.dto';
import { FavouritesService } from './favourites.service';

/** A visitor's favourites live in the browser; this tells which of them are still on the site. */
@ApiTags('favourites')
@Public()
@Controller('favourites')
export class LiveAdsController {
  constructor(private readonly favourites: FavouritesService) {}

  /** Which of these ads are still live (the rest have ended). No token: the ad pages tell the same. */
  @Get('live')
  async live(@Query() query: LiveQueryDto): Promise<FavouriteIdsDto> {
    const live = await this.favourites.publicAmong(query.ids);
    return { adIds: query.ids.filter((id) => live.has(id)) };
  }
}
