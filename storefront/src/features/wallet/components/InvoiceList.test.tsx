import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import '../../../test/jsdom-gaps';
import { apiServer, json, type Received } from '../../../test/api-server';
import { InvoiceList } from './InvoiceList';

const INVOICE = { id: 3, number: 'BZ/26-27/000001', kind: 'INVOICE', issuedAt: '2026-12-03T10:00:00.000Z', reference: 'BZ7K3M9QXA', total: 590, tax: 90, originalNumber: null };
const CREDIT_NOTE = { ...INVOICE, id: 4, number: 'CN/26-27/000001', kind: 'CREDIT_NOTE', issuedAt: '2026-12-04T10:00:00.000Z', originalNumber: INVOICE.number };

function serve(invoices: unknown[]) {
  apiServer.handle = (request: Received, response) => {
    if (request.path === '/api/seller/invoices') return json(response, 200, invoices);
    if (request.path === '/api/seller/invoices/3/pdf') {
      response.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="BZ-26-27-000001.pdf"' });
      return response.end('%PDF-1.7 test');
    }
    return json(response, 404, { detail: 'Not found' });
  };
}

const renderList = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <InvoiceList />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('InvoiceList: GST invoices and credit notes as PDFs', () => {
  it('shows nothing while there are no invoices (no GST details entered)', async () => {
    serve([]);
    const { container } = renderList();
    await waitFor(() => expect(apiServer.received.some((request) => request.path === '/api/seller/invoices')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
  });

  it('lists each with its kind, date and total, and saves the PDF the API names', async () => {
    serve([CREDIT_NOTE, INVOICE]);
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const user = userEvent.setup();
    renderList();

    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeTruthy();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^CN\/26-27\/000001Credit note4 Dec 2026 · cancels BZ\/26-27\/000001₹590incl\. ₹90 GST/),
      expect.stringMatching(/^BZ\/26-27\/000001Tax invoice3 Dec 2026₹590incl\. ₹90 GST/),
    ]);

    const [, invoiceButton] = screen.getAllByRole('button', { name: 'Download PDF' });
    expect(invoiceButton.getAttribute('aria-describedby')).toBe('invoice-3');
    await user.click(invoiceButton);
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:invoice', download: 'BZ-26-27-000001.pdf' }]));
    const pdf = apiServer.received.find((request) => request.path === '/api/seller/invoices/3/pdf')!;
    expect(pdf.headers['accept-language']).toBe('en');
  });
});
