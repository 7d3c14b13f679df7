import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

export type ReportInput = ApiSchemas['CreateReportDto'];
export type ReportReason = ReportInput['reason'];

/** What the visitor reads for each reason the API accepts. */
export const REPORT_REASONS: Record<ReportReason, string> = {
  SPAM: 'Spam or misleading',
  FRAUD: 'Fraud or scam',
  UNDERAGE: 'Involves someone under 18',
  OFFENSIVE: 'Offensive or illegal content',
  WRONG_CATEGORY: 'Wrong category',
  OTHER: 'Something else',
};

/** Rate limited per visitor; the API client shows a 429's detail. */
export function reportAd(id: number, input: ReportInput): Promise<ApiSchemas['ReportCreatedDto']> {
  return apiClient.post<ApiSchemas['ReportCreatedDto']>(`/dashboard/report-post/${id}`, input);
}
