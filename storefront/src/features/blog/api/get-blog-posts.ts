import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type BlogPostSummary = ApiSchemas['PublicBlogPostSummaryDto'];
type BlogPostPage = ApiSchemas['PublicBlogPostPageDto'];

/** How many posts /blog shows per page. */
export const BLOG_PAGE_SIZE = 10;

/** The admins' posts, newest first. */
export function getBlogPosts(page: number, signal?: AbortSignal): Promise<BlogPostPage> {
  return apiClient.get<BlogPostPage>('/blog', { query: { page, pageSize: BLOG_PAGE_SIZE }, signal });
}

export function useBlogPosts(page: number) {
  return useQuery(`blog:${page}`, (signal) => getBlogPosts(page, signal));
}
