import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { ApiError, api, unwrap } from '../../../lib/api-client';

/** `description` is sanitised HTML. */
export type SeoDescription = ApiSchemas['SeoDescriptionDto'];

/** The home page's SEO block; a 404 means the admins have not written one, which is not an error (null). */
export const descriptionQuery = () =>
  queryOptions({
    queryKey: ['description'],
    queryFn: async ({ signal }): Promise<SeoDescription | null> => {
      try {
        return await unwrap(api.GET('/api/dashboard/get-description', { signal }), { notifyErrors: false });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function useDescription() {
  return useQuery(descriptionQuery());
}
