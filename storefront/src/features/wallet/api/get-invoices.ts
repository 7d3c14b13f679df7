import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';

/** A GST tax invoice for an approved top-up, or the credit note cancelling one (`originalNumber`). */
export type Invoice = ApiSchemas['InvoiceDto'];

/** Newest first; empty while the operator has not entered GST details (no invoices are issued then). */
export const invoicesQuery = () => queryOptions({ queryKey: ['invoices'], queryFn: ({ signal }) => unwrap(api.GET('/api/seller/invoices', { signal })) });

export function useInvoices() {
  return useQuery(invoicesQuery());
}
