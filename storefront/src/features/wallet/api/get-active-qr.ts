import type { ApiSchemas } from '../../../api/types';
import { ApiError, apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** `upiUri` is upi://pay?pa=…&pn=…&cu=INR; the amount is added as &am=. */
export type ActiveQr = ApiSchemas['ActiveQrDto'];

/** null while no code is active (a new install, or the admins switched payments off): the pages say so, calmly. */
export async function getActiveQr(signal?: AbortSignal): Promise<ActiveQr | null> {
  try {
    return await apiClient.get<ActiveQr>('/seller/transaction/get-active-qr', { signal, notifyErrors: (error) => error.status !== 404 });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useActiveQr() {
  return useQuery('active-qr', getActiveQr);
}

export function paymentUri(qr: ActiveQr, amount: number): string {
  return `${qr.upiUri}&am=${amount}`;
}
