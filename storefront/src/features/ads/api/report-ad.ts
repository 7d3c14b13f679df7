import type { ApiSchemas } from '../../../api/types';
import type { ReportInput } from '../../../components/ReportDialog';
import { apiClient } from '../../../lib/api-client';

/** Rate limited per visitor; the API client shows a 429's detail. */
export function reportAd(id: number, input: ReportInput): Promise<ApiSchemas['ReportCreatedDto']> {
  return apiClient.post<ApiSchemas['ReportCreatedDto']>(`/dashboard/report-post/${id}`, input);
}
