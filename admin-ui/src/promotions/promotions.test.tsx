import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../providers/apiClient';
import { createAuthProvider } from '../providers/authProvider';
import { createDataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { session } from '../providers/session';
import { apiServerForTests } from '../test/resource-screens';
import { PromotionsPage } from './PromotionsPage';
import type { Promotion, Refund } from './types';

const api = apiServerForTests();
const SLOW = { timeout: 10_000 };

const promotion = (id: number, fields: Partial<Promotion> = {}): Promotion => ({
  id,
  adId: 100 + id,
  adTitle: `Evening walks in Pune e2e ${id}`,
  sellerEmail: `seller${id}@e2e.test`,
  packageName: 'Gold',
  slotLabel: 'Evening (5 pm – 10 pm)',
  amount: 499,
  startsAt: '2026-11-20T04:30:00.000Z',
  endsAt: '2026-11-27T04:30:00.000Z',
  createdAt: '2026-11-20T04:30:00.000Z',
  unusedAmount: 285.14,
  refund: null,
  ...fields,
});

const REFUND: Refund = { id: 9, amount: 285.13, scope: 'UNUSED', reason: 'The slot was not shown during an outage', createdAt: '2026-11-24T06:00:00.000Z', refundedBy: 'ops@bazaar.test' };

/** The page in the console's contexts against the test server, with the console's auth provider (it ends the session on a 401 or 403). */
const renderPage = (path = '/promotions') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={createDataProvider(api.server.url)} authProvider={createAuthProvider(createApiClient(api.server.url))} i18nProvider={i18nProvider}>
        <Routes>
          <Route
            path="/promotions"
            element={
              <>
                <PromotionsPage />
                <Notification />
              </>
            }
          />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );

const refundButton = (title: string) => screen.findByRole('button', { name: `Refund the promotion of ${title}` }, SLOW);

describe('the promotions screen', { timeout: 30_000 }, () => {
  it('lists the promotions with the refund made or a button, and searches by e-mail', async () => {
    api.server.on('GET /api/admin/promotions', (request) => ({
      body: request.query.get('email') === 'seller2' ? [promotion(2)] : [promotion(1, { refund: { ...REFUND, scope: 'ALL', amount: 499 } }), promotion(2)],
    }));
    renderPage();
    await refundButton('Evening walks in Pune e2e 2');
    const refunded = screen.getByRole('row', { name: /Evening walks in Pune e2e 1/ });
    expect(within(refunded).getByText('₹499 refunded: all of it')).toBeTruthy();
    expect(within(refunded).getByText('24/11/2026 by ops@bazaar.test')).toBeTruthy();
    expect(within(refunded).getByText('Reason: The slot was not shown during an outage')).toBeTruthy();
    expect(within(refunded).queryByRole('button')).toBeNull();
    expect(within(refunded).getByRole('link', { name: 'Evening walks in Pune e2e 1' }).getAttribute('href')).toBe('/ads/101');

    await userEvent.type(screen.getByRole('searchbox', { name: "Seller's e-mail" }), 'seller2');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Evening walks in Pune e2e 1/ })).toBeNull(), SLOW);
    expect(api.server.requests.at(-1)!.url).toBe('/api/admin/promotions?email=seller2');

    api.server.on('GET /api/admin/promotions', { body: [] });
    await userEvent.type(screen.getByRole('searchbox', { name: "Seller's e-mail" }), 'x');
    await screen.findByText('No promotion bought by a seller whose e-mail contains “seller2x”.', undefined, SLOW);
  });

  it('refunds the unused days with a reason, then shows the refund from the list asked again', async () => {
    let refunded = false;
    api.server.on('GET /api/admin/promotions', () => ({ body: [promotion(3, refunded ? { refund: REFUND, unusedAmount: 0 } : {})] }));
    api.server.on('POST /api/admin/promotions/3/refund', () => {
      refunded = true;
      return { body: REFUND };
    });
    renderPage();
    await userEvent.click(await refundButton('Evening walks in Pune e2e 3'));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this promotion?' }, SLOW);
    expect(within(dialog).getByRole('radio', { name: 'The unused days: about ₹285.14 (the promotion ends now)' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'All of it: ₹499' })).toHaveProperty('checked', false);

    // No reason: said beside the field, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund about ₹285.14' }));
    expect(within(dialog).getByText('Say why, in at least 3 characters: the seller is told')).toBeTruthy();
    expect(api.server.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), '  The slot was not shown during an outage ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund about ₹285.14' }));
    await screen.findByText('₹285.13 refunded to the wallet of seller3@e2e.test', undefined, SLOW);
    expect(api.server.requests.find((r) => r.method === 'POST')!.json).toEqual({ scope: 'UNUSED', reason: 'The slot was not shown during an outage' });
    await screen.findByText('₹285.13 refunded: the unused days', undefined, SLOW);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.server.requests.filter((r) => r.path === '/api/admin/promotions')).toHaveLength(2);
  });

  it('offers all of it when no day is left, and shows the API’s refusals without ending the session', async () => {
    api.server.on('GET /api/admin/promotions', { body: [promotion(4, { unusedAmount: 0 }), promotion(5)] });
    api.server.on('POST /api/admin/promotions/4/refund', { status: 409, body: { detail: 'This promotion has been refunded already' } });
    api.server.on('POST /api/admin/promotions/5/refund', { status: 403, body: { detail: 'An admin cannot refund a promotion of their own' } });
    renderPage();
    await userEvent.click(await refundButton('Evening walks in Pune e2e 4'));
    let dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).getByRole('radio', { name: 'The unused days: none left' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('radio', { name: 'All of it: ₹499' })).toHaveProperty('checked', true);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Sold by mistake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund ₹499' }));
    await screen.findByText('Not refunded: This promotion has been refunded already', undefined, SLOW);
    expect(api.server.requests.find((r) => r.path === '/api/admin/promotions/4/refund')!.json).toEqual({ scope: 'ALL', reason: 'Sold by mistake' });
    // A refusal that another try would get again: the dialog closes and the list is asked again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    await waitFor(() => expect(api.server.requests.filter((r) => r.path === '/api/admin/promotions')).toHaveLength(2), SLOW);

    await userEvent.click(await refundButton('Evening walks in Pune e2e 5'));
    dialog = await screen.findByRole('dialog', {}, SLOW);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'My own test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund about ₹285.14' }));
    await screen.findByText('Not refunded: An admin cannot refund a promotion of their own', undefined, SLOW);
    // This 403 is the rule about one's own account, not an ended session: the admin stays signed in.
    expect(session.token()).toBe('admin-token');
    expect(api.server.requests.some((r) => r.path === '/api/auth/logout')).toBe(false);
  });
});
