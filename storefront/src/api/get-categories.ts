import { apiClient } from '../lib/api-client';
import { useQuery } from '../lib/use-query';
import type { Category } from './types';

export function getCategories(): Promise<Category[]> {
  return apiClient.get<Category[]>('/dashboard/get-all-categories');
}

export function useCategories() {
  return useQuery('categories', getCategories, { sessionCache: true });
}
