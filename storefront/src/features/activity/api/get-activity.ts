import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';

export type ActivityItem = ApiSchemas['ActivityItemDto'];
export type ActivityType = ActivityItem['type'];

export const ACTIVITY_PAGE_SIZE = 20;
/** The API's limit (backend/src/activity/dto/activity-query.dto.ts). */
export const ACTIVITY_LAST_PAGE = 50;

/** Newest first. */
export const activityQuery = (page: number) =>
  queryOptions({
    queryKey: ['activity', page],
    queryFn: ({ signal }) => unwrap(api.GET('/api/seller/activity', { params: { query: { page, pageSize: ACTIVITY_PAGE_SIZE } }, signal })),
  });

export function useActivity(page: number) {
  return useQuery(activityQuery(page));
}
