import { useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/query-client';

export type Package = ApiSchemas['PackageDto'];

/** Public: visitors see the prices too. Its pages show a failure in place of the list (no toast). Kept for the browser session. */
export const packagesQuery = () => sessionQuery(['packages'], () => unwrap(api.GET('/api/seller/transaction/get-top-up-packages'), { notifyErrors: false }));

export function usePackages() {
  return useQuery(packagesQuery());
}
