import type { EntityManager } from 'typeorm';
import { Report } from './report.entity';
import { ReportStatus } from './report-status';

/** Closes every open report of an ad (resolved: the ad was taken down or rejected; dismissed: it stays); answers how many. */
export async function closeOpenReports(manager: EntityManager, adId: number, status: ReportStatus.Resolved | ReportStatus.Dismissed): Promise<number> {
  const { affected } = await manager.update(Report, { ad: { id: adId }, status: ReportStatus.Open }, { status, resolvedAt: new Date() });
  return affected ?? 0;
}
