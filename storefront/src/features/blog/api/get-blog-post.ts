import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';

export type BlogPost = ApiSchemas['PublicBlogPostDto'];

/** One post by its slug; 404 shows the not-found page. */
export const blogPostQuery = (slug: string | undefined) =>
  queryOptions({
    queryKey: ['blog-post', slug],
    queryFn: slug ? ({ signal }) => unwrap(api.GET('/api/blog/{slug}', { params: { path: { slug } }, signal }), { notifyErrors: false }) : skipToken,
  });

export function useBlogPost(slug: string | undefined) {
  return useQuery(blogPostQuery(slug));
}
