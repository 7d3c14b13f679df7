import { api, attachmentName, settle } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { Invoice } from './get-invoices';

/**
 * Saves an invoice's PDF, in the page's language (the client sends Accept-Language), as the file the API names
 * (BZ-26-27-000001.pdf). Fetched with the token, as every call is: a plain link would carry none.
 */
export async function downloadInvoice(invoice: Pick<Invoice, 'id' | 'number'>): Promise<string> {
  const { data, response } = await settle(api.GET('/api/seller/invoices/{id}/pdf', { params: { path: { id: invoice.id } }, parseAs: 'blob' }));
  const filename = attachmentName(response) ?? `${invoice.number.replace(/\//g, '-')}.pdf`;
  saveFile(data, filename);
  return filename;
}
