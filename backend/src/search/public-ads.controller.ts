import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdDetailDto } from '../ads/dto/ad.dto';
import { KeepAnswer } from '../catalogue-cache/kept-answers';
import { Public } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { AdCardsService } from './ad-cards.service';
import { AdSummaryPageDto, LegacySearchQueryDto, SearchQueryDto } from './dto/search.dto';
import { SEARCH_ANSWER_SECONDS, SearchService } from './search.service';

@ApiTags('public: ads')
@Public()
@Controller('dashboard')
export class PublicAdsController {
  constructor(
    private readonly cards: AdCardsService,
    private readonly search: SearchService,
  ) {}

  /** One active ad with its photos and the seller's display name; counts a view. 404 for inactive or expired ads. No phone number. */
  @Get('get-post/:id')
  getPost(@IdParam() id: number): Promise<AdDetailDto> {
    return this.cards.publicAd(id);
  }

  /** Search by category and district slugs (as in the URL), keyword, age range and photos; promoted ads first unless sorted otherwise. No phone numbers. */
  @KeepAnswer(SEARCH_ANSWER_SECONDS)
  @Get('search')
  searchAds(@Query() query: SearchQueryDto): Promise<AdSummaryPageDto> {
    const { category, location, ...rest } = query;
    return this.search.search({ ...rest, categorySlug: category, locationSlug: location });
  }

  /** The seed's search: category and district by name (or slug), optional keyword; promoted ads first. */
  @Post('post-by-location-and-category-name')
  @HttpCode(200)
  byLocationAndCategory(@Query() query: LegacySearchQueryDto): Promise<AdSummaryPageDto> {
    const { categoryName, locationName, ...rest } = query;
    return this.search.search({ ...rest, categorySlug: categoryName, locationSlug: locationName });
  }
}
