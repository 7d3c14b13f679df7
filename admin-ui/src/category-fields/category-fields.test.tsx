import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiServerForTests, renderResource } from '../test/resource-screens';
import { CategoryFieldList } from './CategoryFieldList';
import { CategoryFieldCreate, CategoryFieldEdit } from './CategoryFieldPages';
import { keyFrom, toCreateBody, type CategoryField } from './types';

/** Screens load over real HTTP and render MUI in jsdom: a busy machine needs more than Testing Library's 1 s. */
const SLOW = { timeout: 5_000 };

const api = apiServerForTests();

const CATEGORIES = [
  { id: 3, title: 'Tutors', titleHi: null, slug: 'tutors', image: null, metaTitle: null, metaDescription: null },
  { id: 5, title: 'Massage', titleHi: null, slug: 'massage', image: null, metaTitle: null, metaDescription: null },
];

function field(fields: Partial<CategoryField> = {}): CategoryField {
  return {
    id: 11,
    categoryId: 3,
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
    ...fields,
  };
}

const languages = field({
  id: 12,
  key: 'languages',
  kind: 'CHOICE',
  label: 'Languages spoken',
  labelHi: null,
  unit: null,
  options: [
    { key: 'hindi', label: 'Hindi', labelHi: 'हिन्दी' },
    { key: 'english', label: 'English', labelHi: null },
  ],
  multiple: true,
  min: null,
  required: false,
  onCard: false,
  position: 1,
});

function serveCategories() {
  api.server.on('GET /api/admin/ra/categories', { body: CATEGORIES, headers: { 'Content-Range': 'categories 0-1/2' } });
  for (const category of CATEGORIES) api.server.on(`GET /api/admin/ra/categories/${category.id}`, { body: category });
}

async function typeInto(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function choose(name: string | RegExp, option: string) {
  // The category select is a disabled text box until the categories have loaded.
  await userEvent.click(await screen.findByRole('combobox', { name }, SLOW));
  await userEvent.click(await screen.findByRole('option', { name: option }, SLOW));
}

const list = <CategoryFieldList />;
const renderAt = (path: string) =>
  renderResource(api.server, 'category-fields', path, {
    '/category-fields': list,
    '/category-fields/create': <CategoryFieldCreate />,
    '/category-fields/:id': <CategoryFieldEdit />,
  } satisfies Record<string, ReactNode>);

const requestsOf = (method: string) => api.server.requests.filter((r) => r.method === method && r.path.startsWith('/api/admin/ra/category-fields'));

describe('the details list', { timeout: 20_000 }, () => {
  it('asks for a category’s fields in their order and shows kind, unit, flags and which were removed', async () => {
    serveCategories();
    const removed = field({ id: 13, key: 'sessions', kind: 'NUMBER', label: 'Sessions a week', labelHi: null, unit: null, min: 1, max: 7, required: false, onCard: false, position: 2, removed: true });
    api.server.on('GET /api/admin/ra/category-fields', { body: [field(), languages, removed], headers: { 'Content-Range': 'category-fields 0-2/3' } });
    renderAt(`/category-fields?filter=${encodeURIComponent(JSON.stringify({ categoryId: 3 }))}`);

    const rows = await screen.findAllByRole('row', undefined, SLOW);
    const query = requestsOf('GET')[0].query;
    expect(JSON.parse(query.get('filter')!)).toEqual({ categoryId: 3 });
    expect(JSON.parse(query.get('sort')!)).toEqual(['position', 'ASC']);
    expect(rows[1].textContent).toContain('Rate in rupees');
    expect(rows[1].textContent).toContain('per hour');
    expect(rows[2].textContent).toContain('2 options, several may be chosen');
    expect(within(rows[3]).getByText('Removed')).toBeTruthy();
    // Live fields can be removed; a removed one has nothing left to remove.
    expect(within(rows[1]).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(within(rows[3]).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('removes a field after a confirmation that says ads keep their values, then shows it marked removed', async () => {
    serveCategories();
    let gone = false;
    api.server.on('GET /api/admin/ra/category-fields', () => ({ body: [{ ...languages, removed: gone }], headers: { 'Content-Range': 'category-fields 0-0/1' } }));
    api.server.on('DELETE /api/admin/ra/category-fields/12', () => {
      gone = true;
      return { body: { id: 12 } };
    });
    renderAt('/category-fields');
    const row = (await screen.findAllByRole('row', undefined, SLOW))[1];
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', undefined, SLOW);
    expect(dialog.textContent).toContain('Remove the detail "Languages spoken"?');
    expect(dialog.textContent).toContain('Ads already posted keep their values');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Removed', undefined, SLOW);
    expect(requestsOf('DELETE').map((r) => r.path)).toEqual(['/api/admin/ra/category-fields/12']);
  });
});

describe('adding a detail', { timeout: 30_000 }, () => {
  it('offers the inputs of the chosen kind and sends only those, the key made from the label', async () => {
    serveCategories();
    api.server.on('POST /api/admin/ra/category-fields', (request) => ({ status: 201, body: { ...languages, ...(request.json as object), id: 20 } }));
    api.server.on('GET /api/admin/ra/category-fields', { body: [], headers: { 'Content-Range': 'category-fields */0' } });
    renderAt('/category-fields/create');

    await choose(/^Category/, 'Tutors');
    await choose(/^Kind/, 'Rate in rupees');
    expect(screen.getByRole('combobox', { name: /^Unit/ })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Lowest' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Several may be chosen' })).toBeNull();

    // Changed to a choice: options instead of a unit and bounds
    await choose(/^Kind/, 'Choice');
    expect(screen.queryByRole('combobox', { name: /^Unit/ })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Lowest' })).toBeNull();
    await typeInto(screen.getByRole('textbox', { name: 'Label' }), 'Languages spoken');
    expect((screen.getByRole('textbox', { name: /^Key/ }) as HTMLInputElement).value).toBe('languages-spoken');
    for (const [label, labelHi] of [
      ['Hindi', 'हिन्दी'],
      ['English', ''],
    ]) {
      await userEvent.click(screen.getByRole('button', { name: 'Add' }));
      const labels = await screen.findAllByRole('textbox', { name: 'Option' }, SLOW);
      await typeInto(labels.at(-1)!, label);
      if (labelHi) await typeInto(screen.getAllByRole('textbox', { name: 'Option in Hindi' }).at(-1)!, labelHi);
    }
    expect(screen.getAllByRole('textbox', { name: /^Option key/ }).map((input) => (input as HTMLInputElement).value)).toEqual(['hindi', 'english']);
    await userEvent.click(screen.getByRole('switch', { name: 'Several may be chosen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requestsOf('POST')).toHaveLength(1), SLOW);
    expect(requestsOf('POST')[0].json).toEqual({
      categoryId: 3,
      key: 'languages-spoken',
      kind: 'CHOICE',
      label: 'Languages spoken',
      labelHi: null,
      options: [
        { key: 'hindi', label: 'Hindi', labelHi: 'हिन्दी' },
        { key: 'english', label: 'English', labelHi: null },
      ],
      multiple: true,
      required: false,
      onCard: false,
      position: 0,
    });
  });

  it('shows the API’s answer beside the field it names (a key already used in the category)', async () => {
    serveCategories();
    api.server.on('POST /api/admin/ra/category-fields', {
      status: 409,
      body: { detail: 'This category already has a detail with the key "rate" (a removed one keeps its key)', errors: { key: 'already exists' } },
    });
    renderAt('/category-fields/create');
    await choose(/^Category/, 'Tutors');
    await choose(/^Kind/, 'Yes / no');
    await typeInto(screen.getByRole('textbox', { name: 'Label' }), 'Rate');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('already exists', undefined, SLOW);
    expect(requestsOf('POST')[0].json).toEqual({ categoryId: 3, key: 'rate', kind: 'YES_NO', label: 'Rate', labelHi: null, required: false, onCard: false, position: 0 });
  });

  it('keeps only the settings of the kind and makes keys from English labels', () => {
    expect(toCreateBody({ categoryId: 3, key: 'visits', kind: 'NUMBER', label: ' Visits ', unit: 'HOUR', options: [{ key: 'x', label: 'X' }], multiple: true, min: 1, max: null })).toEqual({
      categoryId: 3,
      key: 'visits',
      kind: 'NUMBER',
      label: 'Visits',
      labelHi: null,
      min: 1,
      max: null,
      required: false,
      onCard: false,
      position: 0,
    });
    expect(keyFrom('Rate (per hour) – ₹')).toBe('rate-per-hour');
    expect(keyFrom('Café & Spa')).toBe('cafe-spa');
  });
});

describe('editing a detail', { timeout: 20_000 }, () => {
  it('shows key and kind read-only and sends only what changed', async () => {
    serveCategories();
    api.server.on('GET /api/admin/ra/category-fields/11', { body: field() });
    api.server.on('PUT /api/admin/ra/category-fields/11', (request) => ({ body: { ...field(), ...(request.json as object) } }));
    api.server.on('GET /api/admin/ra/category-fields', { body: [field()], headers: { 'Content-Range': 'category-fields 0-0/1' } });
    renderAt('/category-fields/11');

    const key = await screen.findByRole('textbox', { name: 'Key' }, SLOW);
    await waitFor(() => expect((key as HTMLInputElement).value).toBe('rate'), SLOW);
    expect(key.hasAttribute('readonly')).toBe(true);
    const kind = screen.getByRole('textbox', { name: 'Kind' }) as HTMLInputElement;
    expect(kind.value).toBe('Rate in rupees');
    expect(kind.hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();

    const max = screen.getByRole('spinbutton', { name: 'Highest' });
    await typeInto(max, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The highest is below the lowest', undefined, SLOW)).toBeTruthy();
    await userEvent.clear(max);
    await typeInto(max, '3000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsOf('PUT')).toHaveLength(1), SLOW);
    expect(requestsOf('PUT')[0].json).toEqual({ max: 3000 });
  });
});
