import { Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { AdDetailDto } from '../ads/dto/ad.dto';
import { KeepAnswer, keptAbout } from '../catalogue-cache/kept-answers';
import { Public } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { AdCardsService } from './ad-cards.service';
import { AdSummaryPageDto, LegacySearchQueryDto, SearchQueryDto } from './dto/search.dto';
import { SimilarAdsDto } from './dto/similar-ads.dto';
import { SEARCH_ANSWER_SECONDS, SearchService } from './search.service';
import { SIMILAR_ANSWER_SECONDS, SimilarAds } from './similar-ads';

@ApiTags('public: ads')
@Public()
@Controller('dashboard')
export class PublicAdsController {
  constructor(
    private readonly cards: AdCardsService,
    private readonly search: SearchService,
    private readonly similar: SimilarAds,
  ) {}

  /** One active ad with its photos and the seller's display name; counts a view, once a day per reader. 404 for inactive or expired ads. No phone number. */
  @Get('get-post/:id')
  getPost(@IdParam() id: number, @Req() request: Request): Promise<AdDetailDto> {
    return this.cards.publicAd(id, { ip: request.ip, userAgent: request.headers['user-agent'], authorization: request.headers.authorization });
  }

  /**
   * Up to 8 live ads like this one, for its page: the same category, its district first, then its state, then elsewhere,
   * the most alike in text first, one per seller and none of its own seller's. 404 when the ad is not live.
   */
  @KeepAnswer(SIMILAR_ANSWER_SECONDS)
  @Get('get-similar-posts/:id')
  async similarAds(@IdParam() id: number, @Req() request: Request): Promise<SimilarAdsDto> {
    const { items, about } = await this.similar.of(id);
    // Kept until an ad of its category changes (the ad itself included).
    keptAbout(request, about);
    return { items };
  }

  /** Search by category and district or state slugs (as in the URL; each optional) or around a district (`near`, `withinKm`), keyword, age range and photos; promoted ads first unless sorted otherwise. No phone numbers. */
  @KeepAnswer(SEARCH_ANSWER_SECONDS)
  @Get('search')
  async searchAds(@Query() query: SearchQueryDto, @Req() request: Request): Promise<AdSummaryPageDto> {
    const { category, location, state, ...rest } = query;
    const criteria = { ...rest, categorySlug: category, locationSlug: location, stateSlug: state };
    const answer = await this.search.search(criteria);
    // Kept until an ad of this category and district (or of any, for "all" and a state) changes.
    keptAbout(request, await this.search.placeOf(criteria));
    return answer;
  }

  /** The seed's search: category and district by name (or slug), optional keyword; promoted ads first. */
  @Post('post-by-location-and-category-name')
  @HttpCode(200)
  byLocationAndCategory(@Query() query: LegacySearchQueryDto): Promise<AdSummaryPageDto> {
    const { categoryName, locationName, ...rest } = query;
    return this.search.search({ ...rest, categorySlug: categoryName, locationSlug: locationName });
  }
}
