import type { ApiSchemas } from '../../../api/types';
import type { ReportInput } from '../../../components/ReportDialog';
import { apiClient } from '../../../lib/api-client';

/** Rate limited per visitor; the API client shows a 429's detail. `challenge`: a solved challenge's header (lib/challenge.ts). */
export function reportAd(id: number, input: ReportInput, challenge: Record<string, string>): Promise<ApiSchemas['ReportCreatedDto']> {
  return apiClient.post<ApiSchemas['ReportCreatedDto']>(`/dashboard/report-post/${id}`, input, { headers: challenge });
}
