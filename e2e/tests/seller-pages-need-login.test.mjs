// Journey (f): seller pages send a visitor to /LogIn, and back to where they were going after logging in.
import { openPage, run, screenshot, setUpSuite, toast, visible } from '../support/harness.mjs';

// /pacakages is public (prices for visitors: wallet-promote.test.mjs).
const SELLER_PAGES = ['/myads', '/AddPost', '/activity', '/profile', '/select-amount', '/qrpage?amount=500', '/topup/1', '/renew/1', '/checkout/1/1/1'];

const suite = setUpSuite();

test.each(SELLER_PAGES)('%s without a login redirects to /LogIn', async (path) => {
  const page = await openPage(suite.browser);
  await page.goto(path);
  await page.waitForURL('**/LogIn');
  await visible(page.getByRole('heading', { name: 'Log in' }));
  await visible(page.getByText('Please log in to continue.'));
  expect(page.errors).toEqual([]);
});

test('after logging in, the seller lands on the page they asked for', async () => {
  const page = await openPage(suite.browser);
  await page.goto('/select-amount');
  await page.waitForURL('**/LogIn');
  await page.getByLabel('Email').fill(run.seller.email);
  await page.getByLabel('Password', { exact: true }).fill(run.seller.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await visible(toast(page, 'Login Successful!'));
  await page.waitForURL('**/select-amount');
  await visible(page.getByRole('heading', { name: 'Add money to your wallet' }));
  await screenshot(page, 'f-back-after-login');
});

test('a wrong password is refused with a message and no session', async () => {
  const page = await openPage(suite.browser);
  await page.goto('/LogIn');
  await page.getByLabel('Email').fill(run.seller.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await visible(toast(page, 'Failed to Login. Please check your credentials.'));
  await page.goto('/myads');
  await page.waitForURL('**/LogIn');
  await screenshot(page, 'f-login-refused');
});
