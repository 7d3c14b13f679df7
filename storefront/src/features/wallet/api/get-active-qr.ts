import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

/** `upiUri` is upi://pay?pa=…&pn=…&cu=INR; the amount is added as &am=. */
export type ActiveQr = ApiSchemas['ActiveQrDto'];

export function getActiveQr(signal?: AbortSignal): Promise<ActiveQr> {
  return apiClient.get<ActiveQr>('/seller/transaction/get-active-qr', { signal });
}

export function useActiveQr() {
  return useQuery('active-qr', getActiveQr);
}

export function paymentUri(qr: ActiveQr, amount: number): string {
  return `${qr.upiUri}&am=${amount}`;
}
