import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, MoreThan, Repository } from 'typeorm';
import { fromSqlDateTime } from '../database/columns';
import { closeOpenReports } from './open-reports';
import { ReviewQueueService } from './review-queue.service';
import { hashKey } from '../common/client-address';
import { ModerationSettingsService } from '../moderation/moderation-settings.service';
import { Ad } from './ad.entity';
import { AdStatus } from './ad-status';
import { ReviewCause } from './review-cause';
import { CreateReportDto, ReportDto, ReportedAdDto } from './dto/report.dto';
import { Report } from './report.entity';
import { ReportReason } from './report-reason';
import { ReportStatus } from './report-status';
import { applyIdsAndOrder, type ListOptions } from '../common/list-options';
import { TransactionRunner } from '../database/transaction-runner';
import { AdEvents } from './ad-events';
import { AdPublishing } from './ad-publishing';
import { adRefusal } from './ad-refusals';
import { commonRefusal } from '../common/common-refusals';

export const REPORT_SORT_FIELDS = ['id', 'createdAt', 'status', 'reason'] as const;
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];

const toReportDto = (r: Report): ReportDto => ({
  id: r.id,
  adId: r.ad.id,
  adTitle: r.ad.title,
  adStatus: r.ad.status,
  reason: r.reason,
  details: r.details,
  conversationId: r.conversationId,
  status: r.status,
  createdAt: r.createdAt,
  resolvedAt: r.resolvedAt,
});

/** Visitors report ads; admins resolve a report by taking the ad down or dismissing it. */
@Injectable()
export class ReportsService {
  constructor(
    @InjectRepository(Report) private readonly reports: Repository<Report>,
    private readonly transactions: TransactionRunner,
    private readonly publishing: AdPublishing,
    private readonly events: AdEvents,
    private readonly settings: ModerationSettingsService,
    private readonly queue: ReviewQueueService,
  ) {}

  /**
   * Files a visitor's report. When as many different people (accounts, or visitors' addresses) as the
   * moderation settings say have reported the ad, it leaves the site for the review queue. UNDERAGE reports
   * hide it sooner, but only those of verified accounts: an address is cheap to change, so a stranger's
   * UNDERAGE report goes to the top of the moderators' list instead (byAd). Someone whose report on the ad a
   * moderator dismissed is still heard, but no longer counted (issue 39, item 11). The ad is locked first,
   * so reports racing each other are counted together.
   */
  async create(adId: number, input: CreateReportDto, reporter: { userId?: number; address: string }): Promise<{ id: number; message: string }> {
    const settings = await this.settings.get();
    return this.transactions.run(async (manager) => {
      await this.transactions.lockForUpdate(manager.createQueryBuilder(Ad, 'ad').select('ad.id').where('ad.id = :adId', { adId })).getOne();
      const visible = await manager.existsBy(Ad, { id: adId, status: AdStatus.Active, expiresAt: MoreThan(new Date()) });
      if (!visible) throw new NotFoundException({ detail: commonRefusal('adNotLive') });
      const reporterKey = reporter.userId ? `user:${reporter.userId}` : `address:${hashKey(reporter.address)}`;
      const { id } = await manager.save(
        manager.create(Report, { ad: { id: adId }, reason: input.reason, details: input.details ?? '', reporter: reporter.userId ? { id: reporter.userId } : null, reporterKey }),
      );
      const [all, underage] = await Promise.all([this.reporters(manager, adId), this.reporters(manager, adId, ReportReason.Underage)]);
      if (all >= settings.reportThreshold || underage >= settings.underageReportThreshold) await this.publishing.holdForReview(manager, adId, ReviewCause.Reported);
      return { id, message: 'Thank you: the ad has been reported and will be reviewed.' };
    });
  }

  /**
   * How many different people with a say have open reports on the ad itself (a conversation's reports are
   * about its messages): not those whose report on it was dismissed before; for UNDERAGE, verified accounts only.
   */
  private async reporters(manager: EntityManager, adId: number, reason?: ReportReason): Promise<number> {
    const dismissed = manager.createQueryBuilder(Report, 'dismissed').select('dismissed.reporterKey').where("dismissed.adId = :adId AND dismissed.status = :dismissed AND dismissed.reporterKey <> ''");
    const query = manager
      .createQueryBuilder(Report, 'report')
      .select('COUNT(DISTINCT report.reporterKey)', 'count')
      .where('report.adId = :adId AND report.status = :open AND report.conversationId IS NULL', { adId, open: ReportStatus.Open })
      .andWhere(`report.reporterKey NOT IN (${dismissed.getQuery()})`, { dismissed: ReportStatus.Dismissed });
    if (reason) query.andWhere('report.reason = :reason', { reason });
    if (reason === ReportReason.Underage) query.innerJoin('report.reporter', 'reporter').andWhere('reporter.emailVerified = :verified', { verified: true });
    return Number((await query.getRawOne<{ count: number | string }>())?.count ?? 0);
  }

  /** A party to a conversation reports it (the ad need not be public any more); admins can then read it. */
  async reportConversation(adId: number, conversationId: number, input: CreateReportDto, reporterId: number): Promise<{ id: number; message: string }> {
    const report = await this.reports.save(this.reports.create({ ad: { id: adId }, conversationId, reason: input.reason, details: input.details ?? '', reporter: { id: reporterId } }));
    return { id: report.id, message: 'Thank you: the conversation has been reported and will be reviewed.' };
  }

  /** The conversations with an open report (a subquery: messages/ keeps them when a party deletes their account). */
  openlyReportedConversations(manager: EntityManager) {
    return manager
      .createQueryBuilder(Report, 'openReport')
      .select('openReport.conversationId')
      .where('openReport.status = :openReportStatus AND openReport.conversationId IS NOT NULL', { openReportStatus: ReportStatus.Open });
  }

  /** Whether anyone reported the conversation: only then may admins read it. */
  isConversationReported(conversationId: number): Promise<boolean> {
    return this.reports.existsBy({ conversationId });
  }

  async list(options: ListOptions<ReportSortField>, filter: { status?: ReportStatus; reason?: string } = {}): Promise<{ items: ReportDto[]; total: number }> {
    const q = this.reports.createQueryBuilder('report').innerJoinAndSelect('report.ad', 'ad');
    if (filter.status) q.andWhere('report.status = :status', { status: filter.status });
    if (filter.reason) q.andWhere('report.reason = :reason', { reason: filter.reason });
    const [rows, total] = await applyIdsAndOrder(q, 'report', options, 'createdAt').skip(options.skip).take(options.take).getManyAndCount();
    return { items: rows.map(toReportDto), total };
  }

  /**
   * Ads with open reports, those reported UNDERAGE first (most of those reports do not hide the ad: create),
   * then the latest reported, each with its counts by reason.
   */
  async byAd(options: Pick<ListOptions<string>, 'skip' | 'take'>, adId?: number): Promise<{ items: ReportedAdDto[]; total: number }> {
    const open = () => {
      const query = this.reports.createQueryBuilder('report').where('report.status = :open', { open: ReportStatus.Open });
      return adId ? query.andWhere('report.adId = :adId', { adId }) : query;
    };
    const [groups, totalRow] = await Promise.all([
      open()
        .select('report.adId', 'adId')
        .addSelect('COUNT(*)', 'open')
        .addSelect('COUNT(DISTINCT report.reporterKey)', 'reporters')
        .addSelect('MIN(report.createdAt)', 'firstAt')
        .addSelect('MAX(report.createdAt)', 'latestAt')
        .addSelect('MAX(CASE WHEN report.reason = :underage THEN 1 ELSE 0 END)', 'underage')
        .setParameter('underage', ReportReason.Underage)
        .groupBy('report.adId')
        .orderBy('underage', 'DESC')
        .addOrderBy('latestAt', 'DESC')
        .addOrderBy('report.adId', 'DESC')
        .offset(options.skip)
        .limit(options.take)
        .getRawMany<{ adId: number; open: number | string; reporters: number | string; firstAt: string | Date; latestAt: string | Date }>(),
      open().select('COUNT(DISTINCT report.adId)', 'count').getRawOne<{ count: number | string }>(),
    ]);
    const adIds = groups.map((group) => Number(group.adId));
    if (!adIds.length) return { items: [], total: Number(totalRow?.count ?? 0) };
    const [ads, reasons] = await Promise.all([
      this.reports.manager.find(Ad, { select: { id: true, title: true, status: true, takenDown: true }, where: { id: In(adIds) } }),
      open()
        .select('report.adId', 'adId')
        .addSelect('report.reason', 'reason')
        .addSelect('COUNT(*)', 'count')
        .andWhere('report.adId IN (:...adIds)', { adIds })
        .groupBy('report.adId')
        .addGroupBy('report.reason')
        .getRawMany<{ adId: number; reason: ReportReason; count: number | string }>(),
    ]);
    const adById = new Map(ads.map((ad) => [ad.id, ad]));
    const items = groups.map((group): ReportedAdDto => {
      const ad = adById.get(Number(group.adId))!;
      return {
        id: ad.id,
        adTitle: ad.title,
        adStatus: ad.status,
        takenDown: ad.takenDown,
        open: Number(group.open),
        reporters: Number(group.reporters),
        reasons: reasons.filter((row) => Number(row.adId) === ad.id).map((row) => ({ reason: row.reason, count: Number(row.count) })),
        firstAt: fromSqlDateTime(group.firstAt),
        latestAt: fromSqlDateTime(group.latestAt),
      };
    });
    return { items, total: Number(totalRow?.count ?? 0) };
  }

  async reportedAd(adId: number): Promise<ReportedAdDto> {
    const [reported] = (await this.byAd({ skip: 0, take: 1 }, adId)).items;
    if (!reported) throw new NotFoundException({ detail: adRefusal('noOpenReports', { id: String(adId) }) });
    return reported;
  }

  /**
   * Settles every open report of an ad at once: DEACTIVATE takes the ad down (told for its most reported
   * reason), DISMISS closes them; an ad the reports hid then goes back on the site (as approved in the queue).
   */
  async resolveAd(adId: number, action: 'DEACTIVATE' | 'DISMISS', note?: string): Promise<ReportedAdDto> {
    const reported = await this.reportedAd(adId);
    const ad = await this.reports.manager.findOneByOrFail(Ad, { id: adId });
    if (action === 'DISMISS' && ad.status === AdStatus.PendingReview && ad.reviewCause === ReviewCause.Reported) {
      await this.queue.approve(adId);
    } else {
      await this.transactions.run(async (manager) => {
        const closed = await closeOpenReports(manager, adId, action === 'DEACTIVATE' ? ReportStatus.Resolved : ReportStatus.Dismissed);
        if (!closed) throw new ConflictException({ detail: adRefusal('noOpenReports', { id: String(adId) }) });
        const reason = [...reported.reasons].sort((a, b) => b.count - a.count)[0].reason;
        if (action === 'DEACTIVATE') await this.publishing.takeDown(manager, adId, { reason, note });
        await this.events.reportsClosed(adId, manager);
      });
    }
    return { ...reported, adStatus: action === 'DEACTIVATE' ? AdStatus.Inactive : reported.adStatus, open: 0 };
  }

  async get(id: number): Promise<ReportDto> {
    const report = await this.reports.findOne({ where: { id }, relations: { ad: true } });
    if (!report) throw new NotFoundException({ detail: adRefusal('reportNotFound', { id: String(id) }) });
    return toReportDto(report);
  }

  async resolve(id: number, action: 'DEACTIVATE' | 'DISMISS', note?: string): Promise<ReportDto> {
    return this.transactions.run(async (manager) => {
      const report = await manager.findOne(Report, { where: { id }, relations: { ad: true } });
      if (!report) throw new NotFoundException({ detail: adRefusal('reportNotFound', { id: String(id) }) });
      if (report.status !== ReportStatus.Open) throw new ConflictException({ detail: adRefusal(report.status === ReportStatus.Resolved ? 'reportResolved' : 'reportDismissed', { id: String(id) }) });
      const status = action === 'DEACTIVATE' ? ReportStatus.Resolved : ReportStatus.Dismissed;
      const resolvedAt = new Date();
      await manager.update(Report, { id }, { status, resolvedAt });
      if (action === 'DEACTIVATE') {
        await this.publishing.takeDown(manager, report.ad.id, { reason: report.reason, note });
        report.ad.status = AdStatus.Inactive;
      }
      await this.events.reportsClosed(report.ad.id, manager);
      return toReportDto({ ...report, status, resolvedAt });
    });
  }
}
