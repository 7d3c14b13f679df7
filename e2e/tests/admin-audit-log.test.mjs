// The admin audit log in the console: a payment approved on the payments screen shows on Settings → Audit log with
// the admin, the kind, the route, the payment's id and its status before → after; the kind filter keeps or hides it.
import { ADMIN, api, openPage, screenshot, setUpSuite, toast, tokenFor, utr, visible, hidden } from '../support/harness.mjs';

const suite = setUpSuite({ adminToken: true });

test('a payment approved in the console shows in the Audit log, and the kind filter finds it', async () => {
  const seller = { fullName: 'Audit E2E', email: `audit.${Date.now()}@e2e.test`, password: 'audit-password-1' };
  await api('/admins', { method: 'POST', json: seller, challenge: true });
  const reference = utr();
  const payment = await api('/seller/transaction/add-money', { method: 'POST', token: await tokenFor(seller), json: { amount: 400, upiId: 'audit@okicici', transactionId: reference } });

  const page = await openPage(suite.browser, { as: 'admin' });
  await page.goto('/admin/payments');
  const paymentRow = page.getByRole('row').filter({ hasText: reference });
  await visible(paymentRow.getByText('PENDING'));
  await paymentRow.getByRole('combobox').click();
  await page.getByRole('option', { name: 'APPROVED' }).click();
  await visible(toast(page, 'Status updated to APPROVED'));

  // Through the side menu, as an admin finds it.
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await page.waitForURL('**/admin/audit-entries**');
  const entry = page
    .getByRole('row')
    .filter({ hasText: new RegExp(`#${payment.id}(?!\\d)`) })
    .filter({ hasText: 'PUT /api/admin/ra/payments/:id' });
  await visible(entry);
  const text = await entry.textContent();
  expect(text).toContain(ADMIN.email);
  expect(text).toContain('Payment');
  expect(text).toContain('status: PENDING → APPROVED');
  // No way to change the log from the screen.
  expect(await page.getByRole('button', { name: /^(Create|Delete|Edit)$/ }).count()).toBe(0);

  // The kind filter: payments keep the entry, categories hide it.
  const kind = page.getByRole('combobox', { name: 'Kind' });
  await kind.click();
  await page.getByRole('option', { name: 'Payment', exact: true }).click();
  await page.waitForURL(/filter=.*payment/);
  await visible(entry);
  await kind.click();
  await page.getByRole('option', { name: 'Category', exact: true }).click();
  await hidden(entry);

  const stored = await api(`/admin/ra/audit-entries?filter=${encodeURIComponent(JSON.stringify({ kind: 'payment' }))}`, { token: suite.adminToken });
  expect(stored.find((e) => e.targetId === payment.id && e.action === 'PUT /api/admin/ra/payments/:id')).toMatchObject({
    adminEmail: ADMIN.email,
    before: { status: 'PENDING' },
    after: { status: 'APPROVED' },
  });
  await kind.click();
  await page.getByRole('option', { name: 'Payment', exact: true }).click();
  await visible(entry);
  await screenshot(page, 'admin-audit-log');
  expect(page.errors).toEqual([]);
});
