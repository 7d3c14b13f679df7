import { Body, Controller, Delete, Get, HttpCode, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Auth } from '../common/auth/auth.decorators';
import { IdParam } from '../common/parse-id.pipe';
import { filterInt, filterText, parseRaList, raPage, RaListQueryDto } from '../common/ra/ra-list';
import { Role } from '../common/auth/role';
import { Ad } from './ad.entity';
import { AdStatus } from './ad-status';
import { UpdateAdResourceDto } from './dto/ad-resource.dto';
import { AdminAdDto } from './dto/admin-ad.dto';
import { ReportDto, ReportedAdDto, ResolveReportDto } from './dto/report.dto';
import { Report } from './report.entity';
import { ReportStatus } from './report-status';
import { AdModerationService } from './ad-moderation.service';
import { AD_SORT_FIELDS } from './ad-store';
import { REPORT_SORT_FIELDS, ReportsService } from './reports.service';
import { Audited } from '../common/audited';
import { BodyLimit } from '../common/request-body';

/** react-admin resources (ra-data-simple-rest) over the same services as the seed's admin/post endpoints. */
@ApiTags('admin console resources')
@Auth(Role.Admin)
@Audited('ad', Ad)
// react-admin sends the whole record back, with its 5,000-character description.
@BodyLimit(40)
@Controller('admin/ra')
export class AdsResourceController {
  constructor(
    private readonly ads: AdModerationService,
    private readonly reports: ReportsService,
  ) {}

  /** filter: q (title), status, categoryId, locationId, id[] */
  @Get('ads')
  async list(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<AdminAdDto[]> {
    const list = parseRaList(query, AD_SORT_FIELDS, 'createdAt');
    const status = Object.values(AdStatus).find((s) => s === list.filter.status);
    const filter = { q: filterText(list.filter), status, categoryId: filterInt(list.filter, 'categoryId'), locationId: filterInt(list.filter, 'locationId') };
    return raPage(res, 'ads', list, await this.ads.adminSearch(list, filter));
  }

  /** Any ad, for the admin console. */
  @Get('ads/:id')
  get(@IdParam() id: number): Promise<AdminAdDto> {
    return this.ads.adminGet(id);
  }

  /** Send only the changed fields. */
  @Put('ads/:id')
  async update(@IdParam() id: number, @Body() { status, takeDownReason, takeDownNote, ...fields }: UpdateAdResourceDto): Promise<AdminAdDto> {
    if (Object.keys(fields).length) await this.ads.adminUpdate(id, fields);
    return status ? this.ads.setStatus(id, status, { reason: takeDownReason, note: takeDownNote }) : this.ads.adminGet(id);
  }

  /** Deletes an ad with its photos. */
  @Delete('ads/:id')
  async remove(@IdParam() id: number): Promise<{ id: number }> {
    await this.ads.delete(id);
    return { id };
  }

  /** filter: status, reason, id[] */
  @Get('reports')
  async listReports(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<ReportDto[]> {
    const list = parseRaList(query, REPORT_SORT_FIELDS, 'createdAt');
    const status = Object.values(ReportStatus).find((s) => s === list.filter.status);
    return raPage(res, 'reports', list, await this.reports.list(list, { status, reason: filterText(list.filter, 'reason') }));
  }

  /** Ads with open reports, the latest reported first, with counts by reason and by different reporter. */
  @Get('reported-ads')
  async listReportedAds(@Query() query: RaListQueryDto, @Res({ passthrough: true }) res: Response): Promise<ReportedAdDto[]> {
    const list = parseRaList(query, ['latestAt'] as const, 'latestAt');
    return raPage(res, 'reported-ads', list, await this.reports.byAd(list));
  }

  /** One ad's open reports, counted by reason. */
  @Get('reported-ads/:id')
  getReportedAd(@IdParam() id: number): Promise<ReportedAdDto> {
    return this.reports.reportedAd(id);
  }

  /** Settles all the ad's open reports: { action: DEACTIVATE | DISMISS } (a hidden ad dismissed goes back on the site). */
  @Put('reported-ads/:id')
  @HttpCode(200)
  resolveReportedAd(@IdParam() id: number, @Body() body: ResolveReportDto): Promise<ReportedAdDto> {
    return this.reports.resolveAd(id, body.action, body.note);
  }

  /** One report raised by a visitor, for the admin console. */
  @Get('reports/:id')
  getReport(@IdParam() id: number): Promise<ReportDto> {
    return this.reports.get(id);
  }

  /** Resolves the report: { action: DEACTIVATE | DISMISS }. */
  @Audited('report', Report)
  @Put('reports/:id')
  @HttpCode(200)
  resolveReport(@IdParam() id: number, @Body() body: ResolveReportDto): Promise<ReportDto> {
    return this.reports.resolve(id, body.action, body.note);
  }
}
