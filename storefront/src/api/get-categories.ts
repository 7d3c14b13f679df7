import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../lib/api-client';
import { sessionQuery } from '../lib/query-client';

export const categoriesQuery = () => sessionQuery(['categories'], () => unwrap(api.GET('/api/dashboard/get-all-categories')));

export function useCategories() {
  return useQuery(categoriesQuery());
}
