import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type ActivityItem = ApiSchemas['ActivityItemDto'];
export type ActivityType = ActivityItem['type'];

export const ACTIVITY_PAGE_SIZE = 20;
/** The API's limit (backend/src/activity/dto/activity-query.dto.ts). */
export const ACTIVITY_LAST_PAGE = 50;

/** Newest first. */
export function getActivity(page: number, signal?: AbortSignal): Promise<ApiSchemas['ActivityPageDto']> {
  return apiClient.get<ApiSchemas['ActivityPageDto']>('/seller/activity', { query: { page, pageSize: ACTIVITY_PAGE_SIZE }, signal });
}

export function useActivity(page: number) {
  return useQuery(`activity:${page}`, (signal) => getActivity(page, signal));
}
