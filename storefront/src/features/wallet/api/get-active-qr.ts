import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { ApiError, api, unwrap } from '../../../lib/api-client';

/** Only whether payments are open (the amount page); the link to pay comes with a top-up request (request-top-up.ts). */
export type ActiveQr = ApiSchemas['ActiveQrDto'];

/** null while no code is active (a new install, or the admins switched payments off): the pages say so, calmly. */
export const activeQrQuery = () =>
  queryOptions({
    queryKey: ['active-qr'],
    queryFn: async ({ signal }): Promise<ActiveQr | null> => {
      try {
        return await unwrap(api.GET('/api/seller/transaction/get-active-qr', { signal }), { notifyErrors: (error) => error.status !== 404 });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function useActiveQr() {
  return useQuery(activeQrQuery());
}
