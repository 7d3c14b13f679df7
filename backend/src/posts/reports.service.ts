import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { Ad, AdStatus } from './ad.entity';
import { CreateReportDto, ReportDto } from './dto/report.dto';
import { Report, ReportStatus } from './report.entity';
import { TransactionRunner } from '../database/transaction-runner';

const toReportDto = (r: Report): ReportDto => ({
  id: r.id,
  adId: r.ad.id,
  adTitle: r.ad.title,
  adStatus: r.ad.status,
  reason: r.reason,
  details: r.details,
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
  ) {}

  async create(adId: number, input: CreateReportDto): Promise<{ id: number; message: string }> {
    const visible = await this.reports.manager.existsBy(Ad, { id: adId, status: AdStatus.Active, expiresAt: MoreThan(new Date()) });
    if (!visible) throw new NotFoundException({ detail: 'This ad does not exist or is no longer active' });
    const report = await this.reports.save(this.reports.create({ ad: { id: adId }, reason: input.reason, details: input.details ?? '' }));
    return { id: report.id, message: 'Thank you: the ad has been reported and will be reviewed.' };
  }

  async list(page: number, pageSize: number, status?: ReportStatus): Promise<{ items: ReportDto[]; total: number }> {
    const [rows, total] = await this.reports.findAndCount({ where: status ? { status } : {}, relations: { ad: true }, order: { createdAt: 'DESC', id: 'DESC' }, skip: (page - 1) * pageSize, take: pageSize });
    return { items: rows.map(toReportDto), total };
  }

  async resolve(id: number, action: 'DEACTIVATE' | 'DISMISS'): Promise<ReportDto> {
    return this.transactions.run(async (manager) => {
      const report = await manager.findOne(Report, { where: { id }, relations: { ad: true } });
      if (!report) throw new NotFoundException({ detail: `Report ${id} not found` });
      if (report.status !== ReportStatus.Open) throw new ConflictException({ detail: `Report ${id} is already ${report.status.toLowerCase()}` });
      const status = action === 'DEACTIVATE' ? ReportStatus.Resolved : ReportStatus.Dismissed;
      const resolvedAt = new Date();
      await manager.update(Report, { id }, { status, resolvedAt });
      if (action === 'DEACTIVATE') {
        await manager.update(Ad, { id: report.ad.id }, { status: AdStatus.Inactive });
        report.ad.status = AdStatus.Inactive;
      }
      return toReportDto({ ...report, status, resolvedAt });
    });
  }
}
