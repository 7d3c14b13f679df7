import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type Package = ApiSchemas['PackageDto'];

/** Public: visitors see the prices too. Its pages show a failure in place of the list (no toast). Cached for the session (lib/query-cache.ts). */
export function getPackages(): Promise<Package[]> {
  return apiClient.get<Package[]>('/seller/transaction/get-top-up-packages', { notifyErrors: false });
}

export function usePackages() {
  return useQuery('packages', getPackages, { sessionCache: true });
}
