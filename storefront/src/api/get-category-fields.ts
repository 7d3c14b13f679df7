import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../lib/api-client';

/**
 * The detail fields of a category, in display order (empty: it has none). Shared: the post form asks for them, the
 * results page filters by them. Admins change them rarely, so they are kept a few minutes, not for the whole session.
 */
export const categoryFieldsQuery = (categoryId: number | undefined) =>
  queryOptions({
    queryKey: ['category-fields', categoryId],
    queryFn: categoryId ? ({ signal }) => unwrap(api.GET('/api/dashboard/categories/{id}/fields', { params: { path: { id: categoryId } }, signal })) : skipToken,
    staleTime: 5 * 60_000,
  });

export function useCategoryFields(categoryId: number | undefined) {
  return useQuery(categoryFieldsQuery(categoryId));
}
