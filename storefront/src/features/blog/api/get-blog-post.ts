import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type BlogPost = ApiSchemas['PublicBlogPostDto'];

/** One post by its slug; 404 shows the not-found page. */
export function getBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  return apiClient.get<BlogPost>(`/blog/${encodeURIComponent(slug)}`, { signal, notifyErrors: false });
}

export function useBlogPost(slug: string | undefined) {
  return useQuery(slug ? `blog-post:${slug}` : null, (signal) => getBlogPost(slug ?? '', signal));
}
