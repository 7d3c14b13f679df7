import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, type AuthUser, CurrentUser, Public } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { AdDetailDto, AdSummaryPageDto, LegacySearchQueryDto, PhoneDto, SearchQueryDto } from './dto/ad.dto';
import { CreateReportDto } from './dto/report.dto';
import { ReportsService } from './reports.service';
import { SEARCH_ANSWER_SECONDS, SearchService } from './search.service';
import { PostsService } from './posts.service';
import { RateLimit } from '../common/rate-limit';
import { KeepAnswer } from './kept-answers';

export class ReportCreatedDto {
  id: number;
  message: string;
}

@ApiTags('public: ads')
@Public()
@Controller('dashboard')
export class PostsController {
  constructor(
    private readonly posts: PostsService,
    private readonly search: SearchService,
    private readonly reports: ReportsService,
  ) {}

  /** One active ad with its photos and the seller's first name; counts a view. 404 for inactive or expired ads. No phone number. */
  @Get('get-post/:id')
  getPost(@IdParam() id: number): Promise<AdDetailDto> {
    return this.posts.publicAd(id);
  }

  /**
   * The seller's phone number, for signed-in visitors only: 30 a day per account and 100 per
   * address, so that nobody harvests the numbers of an adults-only site. Counted for the seller.
   */
  @Auth()
  @RateLimit(30, 24 * 3600, { limit: 100, seconds: 24 * 3600 })
  @Post('reveal-phone/:id')
  @HttpCode(200)
  revealPhone(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<PhoneDto> {
    return this.posts.revealPhone(id, user.id);
  }

  /** Search by category and district slugs (as in the URL) and keyword; promoted ads first. No phone numbers. */
  @KeepAnswer(SEARCH_ANSWER_SECONDS)
  @Get('search')
  searchAds(@Query() query: SearchQueryDto): Promise<AdSummaryPageDto> {
    return this.search.search({ categorySlug: query.category, locationSlug: query.location, keyword: query.keyword, page: query.page, pageSize: query.pageSize });
  }

  /** The seed's search: category and district by name (or slug), optional keyword; promoted ads first. */
  @Post('post-by-location-and-category-name')
  @HttpCode(200)
  byLocationAndCategory(@Query() query: LegacySearchQueryDto): Promise<AdSummaryPageDto> {
    return this.search.search({ categorySlug: query.categoryName, locationSlug: query.locationName, keyword: query.keyword, page: query.page, pageSize: query.pageSize });
  }

  /** Reports an active ad to the moderators. */
  @RateLimit(10, 3600)
  @Post('report-post/:id')
  report(@IdParam() id: number, @Body() body: CreateReportDto): Promise<ReportCreatedDto> {
    return this.reports.create(id, body);
  }
}
