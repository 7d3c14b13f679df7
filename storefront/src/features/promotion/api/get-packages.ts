import type { ApiSchemas } from '../../../api/types';
import { t } from '../../../i18n';
import { ApiError, apiClient } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useQuery } from '../../../lib/use-query';

export type Package = ApiSchemas['PackageDto'];

/** A failure reads "Error : {detail}". Cached for the session (lib/query-cache.ts). */
export async function getPackages(): Promise<Package[]> {
  try {
    return await apiClient.get<Package[]>('/seller/transaction/get-top-up-packages', { notifyErrors: false });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401))
      notify.error(t('promotion.packagesError.failed', { message: error instanceof Error ? error.message : t('promotion.packagesError.unknown') }));
    throw error;
  }
}

export function usePackages() {
  return useQuery('packages', getPackages, { sessionCache: true });
}
