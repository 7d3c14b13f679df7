import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServerForTests, renderResource } from '../test/resource-screens';
import { indiaDay } from './figures';
import { FinancePage } from './FinancePage';
import type { FinanceSummary } from './types';

const api = apiServerForTests();
const SLOW = { timeout: 10_000 };

const today = indiaDay(new Date());
const daysAgo = (days: number) => indiaDay(new Date(Date.now() - days * 86_400_000));

const SUMMARY: FinanceSummary = {
  days: 30,
  moneyIn: [
    { day: daysAgo(3), amount: 1500, count: 2 },
    { day: today, amount: 1000.5, count: 1 },
  ],
  promotionsSold: [{ day: today, amount: 599, count: 2 }],
  refunds: [{ day: today, amount: 149.5, count: 1 }],
  owedToSellers: 123456.5,
  pendingTopUps: { underOneDay: 2, oneToThreeDays: 1, threeToSevenDays: 0, overSevenDays: 1, requested: 5 },
  reconciliation: {
    lastImportAt: '2026-11-24T03:35:00.000Z',
    lastImportFile: 'sbi-november.csv',
    unknownCredits: 2,
    mismatches: 1,
    approvedByStatement: 7,
    approvedByHand: 3,
  },
};

// jsdom has no object URLs (nor the ResizeObserver recharts measures its charts with: they are not drawn here).
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:finance');
  URL.revokeObjectURL = vi.fn();
});

const renderPage = (path = '/finance') =>
  renderResource(api.server, 'payments', path, {
    '/finance': (
      <>
        <FinancePage />
        <Notification />
      </>
    ),
  });

const region = (name: string) => screen.findByRole('region', { name }, SLOW);

describe('the finance page', { timeout: 30_000 }, () => {
  it('shows what is owed to sellers and the period’s money in, sales, refunds, pending top-ups and reconciliation', async () => {
    api.server.on('GET /api/admin/finance/summary', { body: SUMMARY });
    renderPage();
    expect(within(await region('Owed to sellers')).getByText('₹1,23,456.5')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Money in' })).getByText('₹2,500.5')).toBeTruthy();
    const sold = screen.getByRole('region', { name: 'Promotions sold' });
    expect(within(sold).getByText('₹599')).toBeTruthy();
    expect(within(sold).getByText('2 promotions bought from wallets')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Refunds' })).getByText('1 refund to a wallet')).toBeTruthy();
    expect(api.server.requests[0].url).toBe('/api/admin/finance/summary?days=30');

    // Pending: the claimed ones by age (the bars' figures, for screen readers), those only requested apart.
    const pending = screen.getByRole('region', { name: 'Pending top-ups' });
    expect(within(pending).getByText('4')).toBeTruthy();
    expect(
      within(pending)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Under 1 day: 2 top-ups', '1–3 days: 1 top-up', '3–7 days: 0 top-ups', 'Over 7 days: 1 top-up']);
    expect(within(pending).getByText('Requested, no UTR yet: 5')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'Open in Payments' }).getAttribute('href')).toBe(`/payments?filter=${encodeURIComponent('{"paymentStatus":"PENDING"}')}`);

    const reconciliation = screen.getByRole('region', { name: 'Reconciliation' });
    expect(within(reconciliation).getByText('3 open items')).toBeTruthy();
    expect(within(reconciliation).getByText('Last statement imported 24/11/2026, 9:05 am: sbi-november.csv')).toBeTruthy();
    expect(within(reconciliation).getByText('By a bank statement').parentElement!.textContent).toBe('By a bank statement7');
    expect(within(reconciliation).getByRole('link', { name: 'Bank statements → Open items' }).getAttribute('href')).toBe('/bank-statements/open');
  });

  it('gives the chart’s figures as a table of the days that had any, and asks again for another period', async () => {
    api.server.on('GET /api/admin/finance/summary', (request) => ({ body: { ...SUMMARY, days: Number(request.query.get('days')) } }));
    renderPage();
    const table = await screen.findByRole('table', { name: /per day, last 30 days/ }, SLOW);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['₹1,500', '₹0', '₹0'],
      ['₹1,000.5', '₹599', '₹149.5'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([daysAgo(3), today].map((day) => day.split('-').reverse().join('/')));

    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await screen.findByRole('table', { name: /per day, last 7 days/ }, SLOW);
    expect(api.server.requests.at(-1)!.url).toBe('/api/admin/finance/summary?days=7');
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('downloads a month’s invoices as the file the API names, and shows a refusal', async () => {
    api.server.on('GET /api/admin/finance/summary', { body: SUMMARY });
    api.server.on('GET /api/admin/finance/invoices.csv', (request) => ({
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="invoices-${request.query.get('month')}.csv"` },
      body: '\uFEFFNumber,Type,Date\r\n',
    }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderPage();
    const exports = await region("The accountant's exports");
    const thisMonth = today.slice(0, 7);
    await userEvent.click(within(exports).getByRole('button', { name: 'Invoices CSV' }));
    await screen.findByText(`Saved invoices-${thisMonth}.csv`, undefined, SLOW);
    expect(clicked).toEqual([`invoices-${thisMonth}.csv`]);
    const sent = api.server.requests.find((r) => r.path === '/api/admin/finance/invoices.csv')!;
    expect(sent.query.get('month')).toBe(thisMonth);
    expect(sent.headers.authorization).toBe('Bearer admin-token');

    api.server.on('GET /api/admin/finance/refunds.csv', { status: 400, body: { detail: 'month must be YYYY-MM' } });
    await userEvent.click(within(exports).getByRole('button', { name: 'Refunds CSV' }));
    await screen.findByText('The export was not downloaded: month must be YYYY-MM', undefined, SLOW);
    await waitFor(() => expect(clicked).toHaveLength(1));
  });
});
