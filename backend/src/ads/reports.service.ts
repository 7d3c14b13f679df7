import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { Ad, AdStatus } from './ad.entity';
import { CreateReportDto, ReportDto } from './dto/report.dto';
import { Report, ReportStatus } from './report.entity';
import { applyIdsAndOrder, type ListOptions } from '../common/list-options';
import { TransactionRunner } from '../database/transaction-runner';
import { AdsService } from './ads.service';

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
    private readonly ads: AdsService,
  ) {}

  async create(adId: number, input: CreateReportDto, reporterId?: number): Promise<{ id: number; message: string }> {
    const visible = await this.reports.manager.existsBy(Ad, { id: adId, status: AdStatus.Active, expiresAt: MoreThan(new Date()) });
    if (!visible) throw new NotFoundException({ detail: 'This ad does not exist or is no longer active' });
    const report = await this.reports.save(this.reports.create({ ad: { id: adId }, reason: input.reason, details: input.details ?? '', reporter: reporterId ? { id: reporterId } : null }));
    return { id: report.id, message: 'Thank you: the ad has been reported and will be reviewed.' };
  }

  /** A party to a conversation reports it (the ad need not be public any more); admins can then read it. */
  async reportConversation(adId: number, conversationId: number, input: CreateReportDto, reporterId: number): Promise<{ id: number; message: string }> {
    const report = await this.reports.save(this.reports.create({ ad: { id: adId }, conversationId, reason: input.reason, details: input.details ?? '', reporter: { id: reporterId } }));
    return { id: report.id, message: 'Thank you: the conversation has been reported and will be reviewed.' };
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

  async get(id: number): Promise<ReportDto> {
    const report = await this.reports.findOne({ where: { id }, relations: { ad: true } });
    if (!report) throw new NotFoundException({ detail: `Report ${id} not found` });
    return toReportDto(report);
  }

  async resolve(id: number, action: 'DEACTIVATE' | 'DISMISS', note?: string): Promise<ReportDto> {
    return this.transactions.run(async (manager) => {
      const report = await manager.findOne(Report, { where: { id }, relations: { ad: true } });
      if (!report) throw new NotFoundException({ detail: `Report ${id} not found` });
      if (report.status !== ReportStatus.Open) throw new ConflictException({ detail: `Report ${id} is already ${report.status.toLowerCase()}` });
      const status = action === 'DEACTIVATE' ? ReportStatus.Resolved : ReportStatus.Dismissed;
      const resolvedAt = new Date();
      await manager.update(Report, { id }, { status, resolvedAt });
      if (action === 'DEACTIVATE') {
        await this.ads.takeDown(manager, report.ad.id, { reason: report.reason, note });
        report.ad.status = AdStatus.Inactive;
      }
      return toReportDto({ ...report, status, resolvedAt });
    });
  }
}
