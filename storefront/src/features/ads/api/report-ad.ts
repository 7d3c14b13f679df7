import { apiClient } from '../../../lib/api-client';

export const REPORT_REASONS = {
  SPAM: 'Spam or misleading',
  FRAUD: 'Fraud or scam',
  UNDERAGE: 'Involves someone under 18',
  OFFENSIVE: 'Offensive or illegal content',
  WRONG_CATEGORY: 'Wrong category',
  OTHER: 'Something else',
} as const;

export type ReportReason = keyof typeof REPORT_REASONS;

export interface ReportInput {
  reason: ReportReason;
  details?: string;
}

/** Rate limited per visitor; the API client shows a 429's detail. */
export function reportAd(id: number, input: ReportInput): Promise<unknown> {
  return apiClient.post(`/dashboard/report-post/${id}`, input);
}
