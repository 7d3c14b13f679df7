import type { ResourceRecord } from '../providers/resources';
import type { ApiSchemas } from '../providers/api-types';

/** An ad with open reports, grouped (GET /api/admin/ra/reported-ads; `id` is the ad's). */
export type ReportedAd = ResourceRecord<'reported-ads'>;

/** PUT /api/admin/ra/reported-ads/:id: settles all of the ad's open reports. */
export type SettleReports = ApiSchemas['ResolveReportDto'];

/** The reason the seller is told when the ad is taken down: the most reported one (backend ReportsService.resolveAd). */
export const topReason = (ad: ReportedAd) => [...ad.reasons].sort((a, b) => b.count - a.count)[0]?.reason;
