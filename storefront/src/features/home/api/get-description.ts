import type { ApiSchemas } from '../../../api/types';
import { ApiError, apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** `description` is sanitised HTML. */
export type SeoDescription = ApiSchemas['SeoDescriptionDto'];

/** The home page's SEO block; a 404 means the admins have not written one, which is not an error. */
export async function getDescription(signal?: AbortSignal): Promise<SeoDescription | null> {
  try {
    return await apiClient.get<SeoDescription>('/dashboard/get-description', { signal, notifyErrors: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useDescription() {
  return useQuery('description', getDescription);
}
