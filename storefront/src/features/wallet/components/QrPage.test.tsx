import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import '../../../test/jsdom-gaps';
import { apiServer, json, type Received } from '../../../test/api-server';
import { seen } from '../../../test/setup';
import QrPage from './QrPage';

const STATES = [
  { id: 1, state: 'Karnataka', stateHi: 'कर्नाटक', slug: 'karnataka' },
  { id: 2, state: 'Maharashtra', stateHi: 'महाराष्ट्र', slug: 'maharashtra' },
];
/** One reference per state, as the API opens one request per amount and state. */
const REFERENCES: Record<string, string> = { '': 'BZ00000000', Karnataka: 'BZKA0000KA', Maharashtra: 'BZMH0000MH' };

/**
 * The API of an operator who issues GST invoices (`invoices`), by default with GST added on top (18 %): ₹500 of
 * credit costs ₹590.
 */
function serve({ gst = true, invoices = true, closed = false } = {}) {
  const settings = invoices ? { supportEmail: 'help@bazaar.test', issuesGstInvoices: true } : { supportEmail: 'help@bazaar.test' };
  // As the footer of an earlier page (the amount's) left them for the session; without GST the page asks for them.
  if (invoices) sessionStorage.setItem('bazaar:site-settings', JSON.stringify(settings));
  apiServer.handle = (request: Received, response) => {
    if (request.path === '/api/site-settings') return json(response, 200, settings);
    if (request.path === '/api/dashboard/get-states') return json(response, 200, STATES);
    if (request.method === 'POST' && request.path === '/api/seller/transaction/request-top-up') {
      if (closed) return json(response, 404, { detail: 'No payment QR code is active at the moment. Please try again later.' });
      const { amount, billingState } = JSON.parse(request.body) as { amount: number; billingState?: string };
      if (billingState === 'Bombay Presidency') return json(response, 400, { detail: 'Validation failed', errors: { billingState: 'billingState must be an Indian state' } });
      const reference = REFERENCES[billingState ?? ''];
      const charged = gst ? amount * 1.18 : amount;
      const upiUri = `upi://pay?pa=bazaar@okaxis&pn=Bazaar&cu=INR&am=${charged.toFixed(2)}&tr=${reference}&tn=Bazaar%20top-up%20${reference}`;
      return json(response, 201, { id: 1, reference, amount, charged, billingState: billingState ?? null, upiUri, payeeName: 'Bazaar Payments', upiId: 'bazaar@okaxis' });
    }
    if (request.method === 'POST' && request.path === '/api/seller/transaction/add-money') return json(response, 201, { id: 1 });
    return json(response, 404, { detail: 'Not found' });
  };
}

const requests = () => apiServer.received.filter((request) => request.path === '/api/seller/transaction/request-top-up').map((request) => JSON.parse(request.body) as unknown);

function renderPage(amount = 500) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/qrpage?amount=${amount}`]}>
        <Routes>
          <Route path="/qrpage" element={<QrPage />} />
          <Route path="/payment-confirm" element={<p>Confirmed</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // jsdom draws no canvas: the QR code is checked through its link and the browser journey.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('QrPage: a top-up request to pay by UPI', () => {
  it('pays the request for the remembered state: its link, its reference, GST on top, and the UTR sent with the reference', async () => {
    localStorage.setItem('billingState', 'Maharashtra');
    serve();
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Pay ₹590 by UPI' })).toBeTruthy();
    expect(requests()).toEqual([{ amount: 500, billingState: 'Maharashtra' }]);
    expect(screen.getByText('₹500 to your wallet + ₹90 GST = ₹590 to pay')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'BZMH0000MH' })).toBeTruthy();
    const link = new URL(screen.getByRole('link', { name: 'Open in a UPI app' }).getAttribute('href')!);
    expect(link.searchParams.get('tr')).toBe('BZMH0000MH');
    expect(link.searchParams.get('am')).toBe('590.00');
    expect(screen.getByText(/pay exactly ₹590\./)).toBeTruthy();

    await user.type(screen.getByLabelText('Your UPI ID (the one you paid from)'), 'asha@okhdfcbank');
    await user.type(screen.getByLabelText('UPI transaction ID (UTR)'), '412345678901');
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    const added = apiServer.received.find((request) => request.path === '/api/seller/transaction/add-money')!;
    expect(JSON.parse(added.body)).toEqual({ amount: 500, upiId: 'asha@okhdfcbank', transactionId: '412345678901', reference: 'BZMH0000MH' });
  }, 20_000);

  it('asks again for another state, remembers it, and shows the new reference', async () => {
    serve({ gst: false });
    const user = userEvent.setup();
    renderPage(1000);
    expect(await screen.findByRole('button', { name: 'BZ00000000' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pay ₹1,000 by UPI' })).toBeTruthy();
    // Prices include GST here: no sum to explain.
    expect(screen.queryByText(/to your wallet/)).toBeNull();

    await user.click(screen.getByLabelText('Your state (for the GST invoice)'));
    await user.click(await screen.findByTitle('Karnataka'));
    expect(await screen.findByRole('button', { name: 'BZKA0000KA' })).toBeTruthy();
    expect(requests()).toEqual([{ amount: 1000 }, { amount: 1000, billingState: 'Karnataka' }]);
    expect(localStorage.getItem('billingState')).toBe('Karnataka');
  }, 20_000);

  it('leaves out a state the API will not put on an invoice, and says so beside the field', async () => {
    localStorage.setItem('billingState', 'Bombay Presidency');
    serve();
    renderPage();
    expect(await screen.findByRole('button', { name: 'BZ00000000' })).toBeTruthy();
    expect(screen.getByText(/“Bombay Presidency” cannot be named on a GST invoice/)).toBeTruthy();
    expect(requests()).toEqual([{ amount: 500, billingState: 'Bombay Presidency' }, { amount: 500 }]);
    expect(seen.toasts).toEqual([]);
  });

  it('asks for no state, and sends none, while the operator issues no GST invoices', async () => {
    localStorage.setItem('billingState', 'Maharashtra');
    serve({ gst: false, invoices: false });
    renderPage();
    expect(await screen.findByRole('button', { name: 'BZ00000000' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pay ₹500 by UPI' })).toBeTruthy();
    expect(screen.queryByLabelText('Your state (for the GST invoice)')).toBeNull();
    // Asked once the settings were known, without the state; the state stays remembered for when invoices start.
    expect(apiServer.received.map((request) => request.path).filter((path) => path !== '/api/dashboard/get-states')).toEqual(['/api/site-settings', '/api/seller/transaction/request-top-up']);
    expect(requests()).toEqual([{ amount: 500 }]);
    expect(localStorage.getItem('billingState')).toBe('Maharashtra');
  });

  it('says calmly that payments are not open while no QR code is active', async () => {
    serve({ closed: true });
    renderPage();
    expect(await screen.findByText('Payments are not open yet')).toBeTruthy();
    await waitFor(() => expect(requests()).toHaveLength(1));
    expect(seen.toasts).toEqual([]);
  });
});
