import { asPage, type Page } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type ActivityType = 'AD_POSTED' | 'FREE_AD' | 'PROMOTION' | 'PAYMENT_SUBMITTED' | 'PAYMENT_APPROVED' | 'PAYMENT_REJECTED';

export interface ActivityItem {
  type: ActivityType;
  at: string;
  title: string;
  amount: number | null;
  adId: number | null;
  paymentId: number | null;
}

export const ACTIVITY_PAGE_SIZE = 20;

/** Newest first. */
export async function getActivity(page: number, signal?: AbortSignal): Promise<Page<ActivityItem>> {
  const answer = await apiClient.get<Page<ActivityItem> | ActivityItem[]>('/seller/activity', { query: { page, pageSize: ACTIVITY_PAGE_SIZE }, signal });
  return asPage(answer);
}

export function useActivity(page: number) {
  return useQuery(`activity:${page}`, (signal) => getActivity(page, signal));
}
