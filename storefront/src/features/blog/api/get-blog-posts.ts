import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';

export type BlogPostSummary = ApiSchemas['PublicBlogPostSummaryDto'];

/** How many posts /blog shows per page. */
export const BLOG_PAGE_SIZE = 10;

/** The admins' posts, newest first. */
export const blogPostsQuery = (page: number) =>
  queryOptions({
    queryKey: ['blog', page],
    queryFn: ({ signal }) => unwrap(api.GET('/api/blog', { params: { query: { page, pageSize: BLOG_PAGE_SIZE } }, signal })),
  });

export function useBlogPosts(page: number) {
  return useQuery(blogPostsQuery(page));
}
