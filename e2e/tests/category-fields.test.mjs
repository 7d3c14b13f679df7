// The console's "Details per category" (issue 44): an admin opens a category's details from its page, adds a rate and
// a choice through the forms, sees both listed, removes one and sees it kept, marked removed. The API is checked to
// agree with what the screens show. (What sellers and visitors then see is ad-details.test.mjs.)
import { api, answered, hidden, openPage, screenshot, setUpSuite, toast, visible } from '../support/harness.mjs';

const suite = setUpSuite({ adminToken: true });

/** Picks an option of a react-admin (MUI) select: open it, click the option, wait for the list to close. */
async function pick(page, name, option) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await hidden(page.getByRole('listbox'));
}

test('an admin adds a rate and a choice to a category, sees both listed, then removes one and sees it marked removed', async () => {
  const stamp = Date.now();
  const title = `E2E Tutors ${stamp}`;
  const form = new FormData();
  form.append('title', title);
  // A Hindi title too: the Hindi journey reads every category's name on Hindi pages.
  form.append('titleHi', `ट्यूटर ${stamp}`);
  const category = await api('/admin/ra/categories', { method: 'POST', token: suite.adminToken, form });
  const page = await openPage(suite.browser, { as: 'admin', viewport: { width: 1280, height: 900 } });

  // From the category's page to its details: none yet
  await page.goto(`/admin/categories/${category.id}`);
  await page.getByRole('link', { name: 'Details of this category' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/category-fields');
  await visible(page.getByRole('combobox', { name: 'Category' }).filter({ hasText: title }));

  // A rate: per hour, at least ₹500, required, on the card. The form starts in this category.
  await page.getByRole('link', { name: 'Add detail' }).click();
  await page.waitForURL('**/admin/category-fields/create');
  await visible(page.getByRole('combobox', { name: 'Category' }).filter({ hasText: title }));
  await pick(page, 'Kind', 'Rate in rupees');
  await page.getByRole('textbox', { name: 'Label', exact: true }).fill('Rate');
  await page.getByRole('textbox', { name: 'Label in Hindi' }).fill('दर');
  expect(await page.getByRole('textbox', { name: 'Key', exact: true }).inputValue()).toBe('rate');
  await pick(page, 'Unit', 'per hour');
  await page.getByRole('spinbutton', { name: 'Lowest' }).fill('500');
  expect(await page.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0); // no options for a rate
  await page.getByRole('switch', { name: 'Required' }).check();
  await page.getByRole('switch', { name: 'On the card' }).check();
  await answered(page, 'POST', /\/api\/admin\/ra\/category-fields$/, () => page.getByRole('button', { name: 'Save' }).click());
  await visible(toast(page, 'Detail added'));
  await page.waitForURL((url) => url.pathname === '/admin/category-fields');

  // A choice: languages spoken, Hindi and English, several may be chosen
  await page.getByRole('link', { name: 'Add detail' }).click();
  await page.waitForURL('**/admin/category-fields/create');
  await visible(page.getByRole('combobox', { name: 'Category' }).filter({ hasText: title }));
  await pick(page, 'Kind', 'Choice');
  expect(await page.getByRole('combobox', { name: 'Unit' }).count()).toBe(0);
  expect(await page.getByRole('spinbutton', { name: 'Lowest' }).count()).toBe(0);
  await page.getByRole('textbox', { name: 'Label', exact: true }).fill('Languages spoken');
  await page.getByRole('textbox', { name: 'Key', exact: true }).fill('languages');
  for (const [label, labelHi] of [
    ['Hindi', 'हिन्दी'],
    ['English', 'अंग्रेज़ी'],
  ]) {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('textbox', { name: 'Option', exact: true }).last().fill(label);
    await page.getByRole('textbox', { name: 'Option in Hindi' }).last().fill(labelHi);
  }
  const optionKeys = page.getByRole('textbox', { name: 'Option key' });
  expect(await optionKeys.evaluateAll((inputs) => inputs.map((input) => input.value))).toEqual(['hindi', 'english']);
  await page.getByRole('switch', { name: 'Several may be chosen' }).check();
  await page.getByRole('spinbutton', { name: 'Position' }).fill('1');
  await screenshot(page, 'admin-category-field-choice');
  await answered(page, 'POST', /\/api\/admin\/ra\/category-fields$/, () => page.getByRole('button', { name: 'Save' }).click());
  await visible(toast(page, 'Detail added'));
  await page.waitForURL((url) => url.pathname === '/admin/category-fields');

  // Both listed, in their order, with what each is
  const rows = page.getByRole('row');
  const rate = rows.filter({ hasText: 'rate' }).filter({ hasText: 'Rate in rupees' });
  const languages = rows.filter({ hasText: 'Languages spoken' });
  await visible(rate.getByText('per hour'));
  await visible(languages.getByText('2 options, several may be chosen'));
  expect(await rows.count()).toBe(3); // the header and the two details of this category only
  expect(await rows.nth(1).innerText()).toContain('Rate');

  const stored = await api(`/admin/ra/category-fields?${new URLSearchParams({ filter: JSON.stringify({ categoryId: category.id }), sort: JSON.stringify(['position', 'ASC']) })}`, {
    token: suite.adminToken,
  });
  expect(stored.map((f) => ({ ...f, id: undefined, categoryId: undefined }))).toEqual([
    {
      id: undefined,
      categoryId: undefined,
      key: 'rate',
      kind: 'RATE',
      label: 'Rate',
      labelHi: 'दर',
      unit: 'HOUR',
      options: [],
      multiple: false,
      min: 500,
      max: null,
      required: true,
      onCard: true,
      position: 0,
      removed: false,
    },
    {
      id: undefined,
      categoryId: undefined,
      key: 'languages',
      kind: 'CHOICE',
      label: 'Languages spoken',
      labelHi: null,
      unit: null,
      options: [
        { key: 'hindi', label: 'Hindi', labelHi: 'हिन्दी' },
        { key: 'english', label: 'English', labelHi: 'अंग्रेज़ी' },
      ],
      multiple: true,
      min: null,
      max: null,
      required: false,
      onCard: false,
      position: 1,
      removed: false,
    },
  ]);
  expect(stored.map((f) => f.categoryId)).toEqual([category.id, category.id]);
  await screenshot(page, 'admin-category-fields-listed');

  // Remove the choice: the confirmation says ads keep their values; the field stays listed, marked removed
  await languages.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the detail "Languages spoken"?' });
  await visible(dialog.getByText(/Ads already posted keep their values/));
  await answered(page, 'DELETE', new RegExp(`/api/admin/ra/category-fields/${stored[1].id}$`), () => dialog.getByRole('button', { name: 'Confirm' }).click());
  await visible(toast(page, '"Languages spoken" removed; ads keep their values'));
  await visible(languages.getByText('Removed', { exact: true }));
  expect(await languages.getByRole('button', { name: 'Remove' }).count()).toBe(0);
  expect(await rate.getByText('Removed', { exact: true }).count()).toBe(0);

  // The same after a reload, and in the API: kept, marked removed, gone from the category's public details
  await page.reload();
  await visible(languages.getByText('Removed', { exact: true }));
  expect((await api(`/admin/ra/category-fields/${stored[1].id}`, { token: suite.adminToken })).removed).toBe(true);
  expect((await api(`/dashboard/categories/${category.id}/fields`)).map((f) => f.key)).toEqual(['rate']);
  await screenshot(page, 'admin-category-field-removed');
  expect(page.errors).toEqual([]);
});
