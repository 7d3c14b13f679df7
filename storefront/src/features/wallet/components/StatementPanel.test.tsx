import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import '../../../test/jsdom-gaps';
import { apiServer, json, type Received } from '../../../test/api-server';
import { seen } from '../../../test/setup';
import { StatementPanel } from './StatementPanel';
import { lastMonth, thisMonth } from './statement-period';

/** 15 Dec 2026, 01:30 in India: still the 14th in UTC (and on a device in London). */
const NOW = new Date('2026-12-14T20:00:00Z');
const REFUSAL = 'A statement covers at most 366 days.';

/** The statement route: the file it names, or a refusal (400 {detail}) when `refuse` says so. */
function serve({ refuse = false } = {}) {
  apiServer.handle = (request: Received, response) => {
    if (request.path !== '/api/seller/transaction/statement') return json(response, 404, { detail: 'Not found' });
    if (refuse) return json(response, 400, { detail: REFUSAL });
    const { from, to, format } = Object.fromEntries(request.query);
    response.writeHead(200, { 'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf', 'Content-Disposition': `attachment; filename="wallet-${from}-to-${to}.${format}"` });
    response.end(format === 'csv' ? '\uFEFFDate,Description,Ad,Credit (INR),Debit (INR),Balance (INR)\n' : '%PDF-1.7 test');
  };
}

const statementCalls = () => apiServer.received.filter((request) => request.path === '/api/seller/transaction/statement').map((request) => Object.fromEntries(request.query));

/** The files the panel saved, as the browser's download would name them. */
function watchSaves() {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

const renderPanel = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <StatementPanel />
    </QueryClientProvider>,
  );

beforeEach(() => {
  // Only Date is faked: the clicks and the API server keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('statement periods: days in India, whatever the device’s zone', () => {
  it('counts this month to today and last month whole, across the turn of the year', () => {
    expect(thisMonth(NOW)).toEqual({ from: '2026-12-01', to: '2026-12-15' });
    expect(lastMonth(NOW)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    const newYear = new Date('2027-01-01T00:10:00+05:30');
    expect(thisMonth(newYear)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(lastMonth(newYear)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(lastMonth(new Date('2028-03-10T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('StatementPanel: the wallet statement as a PDF or a CSV', () => {
  it('saves this month’s statement as the PDF the API names, and last month’s as a CSV', async () => {
    serve();
    const saved = watchSaves();
    const user = userEvent.setup();
    renderPanel();

    expect(screen.getByRole('heading', { name: 'Wallet statement' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'This month' })).toHaveProperty('checked', true);
    expect(screen.getByText('The statement covers 1–15 Dec 2026.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['wallet-2026-12-01-to-2026-12-15.pdf']));
    expect(apiServer.received.find((request) => request.path === '/api/seller/transaction/statement')?.headers['accept-language']).toBe('en');

    await user.click(screen.getByText('Last month'));
    expect(screen.getByText('The statement covers 1–30 Nov 2026.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('wallet-2026-11-01-to-2026-11-30.csv');
    expect(statementCalls()).toEqual([
      { from: '2026-12-01', to: '2026-12-15', format: 'pdf' },
      { from: '2026-11-01', to: '2026-11-30', format: 'csv' },
    ]);
    expect(seen.toasts).toEqual([]);
  });

  it('asks for the days before downloading a chosen period, and downloads the days typed in', async () => {
    serve();
    const saved = watchSaves();
    const user = userEvent.setup();
    renderPanel();

    await user.click(screen.getByText('Choose dates'));
    expect(screen.getByText('Choose the first and the last day (up to a year).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', true);

    await user.type(await screen.findByPlaceholderText('First day', {}, { timeout: 10_000 }), '01/04/2026{Enter}');
    await user.type(screen.getByPlaceholderText('Last day'), '30/09/2026{Enter}');
    expect(await screen.findByText('The statement covers 1 Apr – 30 Sept 2026.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['wallet-2026-04-01-to-2026-09-30.csv']));
    expect(statementCalls()).toEqual([{ from: '2026-04-01', to: '2026-09-30', format: 'csv' }]);
  }, 20_000);

  it('shows the API’s refusal in the panel, not as a toast, until another period is chosen', async () => {
    serve({ refuse: true });
    const saved = watchSaves();
    const user = userEvent.setup();
    renderPanel();

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSAL);
    expect(saved).toEqual([]);
    expect(seen.toasts).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveProperty('disabled', false);

    await user.click(screen.getByText('Last month'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
