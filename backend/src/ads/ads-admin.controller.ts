import { Body, Controller, Delete, Get, HttpCode, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth } from '../common/auth/auth.decorators';
import { fromPage } from '../common/list-options';
import { IdParam } from '../common/parse-id.pipe';
import { withTotalCount } from '../common/total-count';
import { Role } from '../common/auth/role';
import { Ad } from './ad.entity';
import { AdStatus } from './ad-status';
import { AdminAdQueryDto } from './dto/ad.dto';
import { AdminAdDto, AdminUpdateAdDto } from './dto/admin-ad.dto';
import { TakeDownDto } from './dto/take-down.dto';
import { ReportDto, ReportQueryDto, ResolveReportDto } from './dto/report.dto';
import { AdModerationService } from './ad-moderation.service';
import { ReportsService } from './reports.service';
import { Audited } from '../common/audited';
import { Report } from './report.entity';
import { BodyLimit } from '../common/request-body';

@ApiTags('admin: listings')
@Auth(Role.Admin)
@Audited('ad', Ad)
// react-admin sends the whole record back, with its 5,000-character description.
@BodyLimit(40)
@Controller('admin')
export class AdsAdminController {
  constructor(
    private readonly ads: AdModerationService,
    private readonly reports: ReportsService,
  ) {}

  /** All ads, newest first, a page at a time (total in X-Total-Count). */
  @Get('post/get-all-posts')
  async list(@Query() query: AdminAdQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminAdDto[]> {
    return withTotalCount(res, await this.ads.adminSearch(fromPage(query.page, query.pageSize), { status: query.status }));
  }

  /** Any ad, whatever its status, with its seller and photos. */
  @Get('post/get-post/:id')
  get(@IdParam() id: number): Promise<AdminAdDto> {
    return this.ads.adminGet(id);
  }

  /** Edits any ad's fields and its Verified Email flag. */
  @Put('post/update/:id')
  update(@IdParam() id: number, @Body() body: AdminUpdateAdDto): Promise<AdminAdDto> {
    return this.ads.adminUpdate(id, body);
  }

  /** Puts an ad on the site (ACTIVE) as a moderator. */
  @Put('post/activate/:id')
  activate(@IdParam() id: number): Promise<AdminAdDto> {
    return this.ads.setStatus(id, AdStatus.Active);
  }

  /** Takes an ad off the site (INACTIVE) as a moderator; the seller cannot post it again and is told the reason (Activity, mail). */
  @Put('post/deactivate/:id')
  deactivate(@IdParam() id: number, @Body() body: TakeDownDto): Promise<AdminAdDto> {
    return this.ads.setStatus(id, AdStatus.Inactive, body);
  }

  /** Deletes an ad with its photos. */
  @Delete('post/delete/:id')
  @HttpCode(204)
  remove(@IdParam() id: number): Promise<void> {
    return this.ads.delete(id);
  }

  /** Reports raised by visitors, newest first (total in X-Total-Count). */
  @Get('reports')
  async listReports(@Query() query: ReportQueryDto, @Res({ passthrough: true }) res: Response): Promise<ReportDto[]> {
    return withTotalCount(res, await this.reports.list(fromPage(query.page, query.pageSize), { status: query.status }));
  }

  /** Resolves a report: DEACTIVATE takes the ad down, DISMISS leaves it. */
  @Audited('report', Report)
  @Put('reports/resolve/:id')
  resolveReport(@IdParam() id: number, @Body() body: ResolveReportDto): Promise<ReportDto> {
    return this.reports.resolve(id, body.action, body.note);
  }
}
