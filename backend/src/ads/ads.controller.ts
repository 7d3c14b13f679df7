import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { addressKey } from '../common/client-address';
import { ApiTags } from '@nestjs/swagger';
import { Auth, type AuthUser, CurrentUser, OptionalAuth, Public } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { RateLimit } from '../common/rate-limit';
import { RequiresChallenge } from '../challenge/requires-challenge';
import { AdsService } from './ads.service';
import { PhoneDto } from './dto/ad.dto';
import { CreateReportDto, ReportCreatedDto } from './dto/report.dto';
import { ReportsService } from './reports.service';

/** What a visitor does to someone else's ad: ask for the phone number, report it. */
@ApiTags('public: ads')
@Public()
@Controller('dashboard')
export class AdsController {
  constructor(
    private readonly ads: AdsService,
    private readonly reports: ReportsService,
  ) {}

  /**
   * The seller's phone number, for signed-in visitors only: 30 a day per account and 100 per
   * address, so that nobody harvests the numbers of an adults-only site. Counted for the seller.
   */
  @Auth()
  @RateLimit(30, 24 * 3600, { limit: 100, seconds: 24 * 3600 })
  @RequiresChallenge()
  @Post('reveal-phone/:id')
  @HttpCode(200)
  revealPhone(@CurrentUser() user: AuthUser, @IdParam() id: number): Promise<PhoneDto> {
    return this.ads.revealPhone(id, user.id);
  }

  /** Reports an active ad to the moderators. Signed in, the report is kept with the reporter (private; in their data export). */
  @OptionalAuth()
  @RateLimit(10, 3600)
  @RequiresChallenge()
  @Post('report-post/:id')
  report(@IdParam() id: number, @Body() body: CreateReportDto, @Req() request: Request, @CurrentUser() user?: AuthUser): Promise<ReportCreatedDto> {
    return this.reports.create(id, body, { userId: user?.id, address: addressKey(request.ip) });
  }
}
