// Journey (a): a first visit asks for 18+ confirmation; once confirmed it is remembered.
import { hidden, openPage, screenshot, setUpSuite, visible } from '../support/harness.mjs';

const suite = setUpSuite();

test('the 18+ gate shows on a first visit, and once confirmed stays away after a reload', async () => {
  const page = await openPage(suite.browser, { ageConfirmed: false });
  await page.goto('/');

  const gate = page.getByRole('dialog').filter({ hasText: 'Adults only' });
  await visible(gate);
  await visible(gate.getByText('18 years or older'));
  await visible(gate.getByRole('link', { name: 'Leave' }).or(gate.getByRole('button', { name: 'Leave' })));

  await gate.getByRole('button', { name: 'I am 18 or older, enter' }).click();
  await hidden(gate);
  await visible(page.getByRole('heading', { name: 'Latest ads' }));

  await page.reload();
  await visible(page.getByRole('heading', { name: 'Latest ads' }));
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('dialog').count()).toBe(0);

  // Remembered on every page of the site, not only the home page.
  await page.goto('/LogIn');
  await visible(page.getByRole('heading', { name: 'Log in' }));
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('dialog').count()).toBe(0);

  await screenshot(page, 'a-age-gate-remembered');
  expect(page.errors).toEqual([]);
});

test('the gate also guards a deep link to an ad on a first visit', async () => {
  const page = await openPage(suite.browser, { ageConfirmed: false });
  await page.goto('/');
  await page.getByRole('button', { name: 'I am 18 or older, enter' }).click();
  const firstAd = page.getByRole('region', { name: 'Latest ads' }).getByRole('link').first();
  const href = await (await visible(firstAd)).getAttribute('href');

  const fresh = await openPage(suite.browser, { ageConfirmed: false });
  await fresh.goto(href);
  await visible(fresh.getByRole('dialog').filter({ hasText: 'Adults only' }));
  await screenshot(fresh, 'a-age-gate-deep-link');
});

test("the gate is in the page's first HTML: it shows before the app's JavaScript, and holds the keyboard's focus", async () => {
  const noScript = await openPage(suite.browser, { ageConfirmed: false, javaScriptEnabled: false });
  await noScript.goto('/');
  const gate = noScript.getByRole('dialog').filter({ hasText: 'Adults only' });
  await visible(gate);
  await visible(gate.getByRole('button', { name: 'I am 18 or older, enter' }));

  const page = await openPage(suite.browser, { ageConfirmed: false });
  await page.goto('/women-seeking-men');
  await visible(page.getByRole('dialog').filter({ hasText: 'Adults only' }));
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('I am 18 or older, enter');
  expect(await page.evaluate(() => document.getElementById('root').inert)).toBe(true); // the page behind cannot be reached
  await page.keyboard.press('Enter');
  await hidden(page.getByRole('dialog').filter({ hasText: 'Adults only' }));
  expect(await page.evaluate(() => document.getElementById('root').inert)).toBe(false);
  expect(page.errors).toEqual([]);
});
