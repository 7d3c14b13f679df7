import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/save-file';
import type { Invoice } from './get-invoices';

/** Saves an invoice's PDF, in the page's language (the client sends Accept-Language), as the file the API names (BZ-26-27-000001.pdf). */
export function downloadInvoice(invoice: Pick<Invoice, 'id' | 'number'>): Promise<string> {
  return downloadFile(api.GET('/api/seller/invoices/{id}/pdf', { params: { path: { id: invoice.id } }, parseAs: 'blob' }), `${invoice.number.replace(/\//g, '-')}.pdf`);
}
