import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiServerForTests, renderResource } from '../test/resource-screens';
import { ComplaintList } from './ComplaintList';
import { ComplaintShow } from './ComplaintShow';
import type { Complaint } from './types';

/** Screens load over real HTTP and render MUI in jsdom: a busy machine needs more than Testing Library's 1 s. */
const SLOW = { timeout: 5_000 };

const api = apiServerForTests();

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000 + 60_000).toISOString();

function complaint(fields: Partial<Complaint> = {}): Complaint {
  return {
    id: 7,
    ticket: 'BZ-7K3M9Q2X',
    kind: 'INTIMATE_IMAGE',
    status: 'OPEN',
    name: 'Asha',
    email: 'asha@example.com',
    details: 'This ad shows a private photo of me.\nPlease remove it.',
    onBehalfOf: false,
    url: null,
    ad: { id: 41, title: 'Room for rent in Pune', status: 'ACTIVE', sellerId: 9, sellerBlocked: false },
    createdAt: inHours(-19),
    acknowledgedAt: inHours(-19),
    acknowledgeDueAt: inHours(5),
    disposeDueAt: inHours(24 * 14 + 5),
    removalDueAt: inHours(5),
    removedAt: null,
    nextDueAt: inHours(5),
    overdue: false,
    outcome: null,
    closedAt: null,
    appealText: null,
    appealedAt: null,
    events: [
      { at: inHours(-19), type: 'RECEIVED', message: null, adminId: null },
      { at: inHours(-2), type: 'NOTE', message: 'Checked the photos', adminId: 3 },
    ],
    ...fields,
  };
}

/** A click into the field, then the text pasted: as typed, without a key event per letter (slow in jsdom). */
async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const renderAt = (path: string, element: ReactNode) => renderResource(api.server, 'complaints', path, { '/complaints': element, '/complaints/:id/show': element });

describe('the complaints queue', { timeout: 15_000 }, () => {
  it('asks for what falls due first and shows each row’s running clocks, overdue ones as such', async () => {
    const late = complaint({ id: 8, ticket: 'BZ-LATE0001', kind: 'COPYRIGHT', removalDueAt: null, ad: null, disposeDueAt: inHours(-50), nextDueAt: inHours(-50), overdue: true });
    api.server.on('GET /api/admin/complaints', { body: [late, complaint()], headers: { 'Content-Range': 'complaints 0-1/2' } });
    renderAt('/complaints', <ComplaintList />);
    const rows = await screen.findAllByRole('row', undefined, SLOW);
    expect(within(rows[1]).getByText('BZ-LATE0001')).toBeTruthy();
    expect(rows[1].textContent).toMatch(/Resolve by [^·]+ · overdue by 2 days/);
    expect(rows[2].textContent).toMatch(/Remove by [^·]+ · due in 5 h/);
    expect(within(rows[2]).getByText('Intimate image')).toBeTruthy();
    const query = api.server.requests[0].query;
    expect(JSON.parse(query.get('sort')!)).toEqual(['nextDueAt', 'ASC']);
  });

  it('filters to the overdue ones, and back to all when unticked', async () => {
    api.server.on('GET /api/admin/complaints', { body: [complaint()], headers: { 'Content-Range': 'complaints 0-0/1' } });
    renderAt('/complaints', <ComplaintList />);
    const overdue = await screen.findByRole('switch', { name: 'Overdue only' }, SLOW);
    await userEvent.click(overdue);
    await waitFor(() => expect(JSON.parse(api.server.requests.at(-1)!.query.get('filter')!)).toEqual({ overdue: true }), SLOW);
    await userEvent.click(overdue);
    await waitFor(() => expect(JSON.parse(api.server.requests.at(-1)!.query.get('filter')!)).toEqual({}), SLOW);
  });
});

// Dialogs and refetches take a few seconds in jsdom on a busy machine.
describe('a complaint’s page', { timeout: 15_000 }, () => {
  const show = (record: Complaint) => {
    api.server.on(`GET /api/admin/complaints/${record.id}`, { body: record });
    api.server.on('GET /api/admin/ra/users', { body: [{ id: 3, email: 'officer@bazaar.test' }], headers: { 'Content-Range': 'users 0-0/1' } });
    renderAt(`/complaints/${record.id}/show`, <ComplaintShow />);
  };

  it('shows the complaint, the ad in the console and on the site, and the history with who wrote the note', async () => {
    show(complaint());
    await screen.findByRole('heading', { name: 'BZ-7K3M9Q2X' }, SLOW);
    expect(screen.getByText(/This ad shows a private photo of me/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in the console' }).getAttribute('href')).toBe('/ads/41');
    expect(screen.getByRole('link', { name: /Open on the site/ }).getAttribute('href')).toBe('/ad/listing/41');
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Checked the photos')).toBeTruthy();
    await within(history).findByText(/by officer@bazaar.test/, undefined, SLOW);
  });

  it('offers only what applies: a closed complaint takes a note and nothing else', async () => {
    show(complaint({ status: 'CLOSED', outcome: 'Removed', closedAt: inHours(-1), nextDueAt: null }));
    const actions = await screen.findByRole('region', { name: 'Actions' }, SLOW);
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Internal note']);
  });

  it('offers no ad actions without an ad, nor blocking a blocked seller', async () => {
    show(complaint({ ad: { id: 41, title: 'Room', status: 'PENDING_REVIEW', sellerId: 9, sellerBlocked: true } }));
    const actions = await screen.findByRole('region', { name: 'Actions' }, SLOW);
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Take down ad', 'Reply', 'Internal note', 'Close']);
  });

  it('takes the ad down after asking, telling that its photos are remembered, and shows the complaint as it now is', async () => {
    show(complaint());
    let done = false;
    api.server.on('POST /api/admin/complaints/7/take-down-ad', () => {
      done = true;
      return { body: complaint({ removedAt: new Date().toISOString(), events: [...complaint().events, { at: new Date().toISOString(), type: 'AD_TAKEN_DOWN', message: null, adminId: 3 }] }) };
    });
    api.server.on('GET /api/admin/complaints/7', () => ({ body: done ? complaint({ events: [{ at: inHours(0), type: 'AD_TAKEN_DOWN', message: null, adminId: 3 }] }) : complaint() }));
    const actions = await screen.findByRole('region', { name: 'Actions' }, SLOW);
    await userEvent.click(within(actions).getByRole('button', { name: 'Take down ad' }));
    const dialog = screen.getByRole('dialog', { name: 'Take down this ad?' });
    expect(within(dialog).getByText(/its photos are remembered/)).toBeTruthy();
    await typeInto(within(dialog).getByRole('textbox', { name: 'Note to the seller (optional)' }), 'Intimate image reported by the person shown');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down ad' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(api.server.requests.find((r) => r.method === 'POST')?.json).toEqual({ note: 'Intimate image reported by the person shown' });
    // Refreshed: the ad is taken down, so the button is gone.
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Actions' })).queryByRole('button', { name: 'Take down ad' })).toBeNull(), SLOW);
  });

  it('closes only with an outcome, and shows the API’s refusal in the dialog', async () => {
    show(complaint());
    api.server.on('POST /api/admin/complaints/7/close', { status: 409, body: { detail: 'This complaint is closed' } });
    const actions = await screen.findByRole('region', { name: 'Actions' }, SLOW);
    await userEvent.click(within(actions).getByRole('button', { name: 'Close' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this complaint?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(dialog).getByText('Write something first')).toBeTruthy();
    expect(api.server.requests.some((r) => r.method === 'POST')).toBe(false);
    await typeInto(within(dialog).getByRole('textbox', { name: /Outcome/ }), 'The ad was removed and the seller blocked.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(dialog).findByRole('alert', undefined, SLOW)).toHaveProperty('textContent', 'This complaint is closed');
    expect(api.server.requests.find((r) => r.method === 'POST')?.json).toEqual({ outcome: 'The ad was removed and the seller blocked.' });
  });

  it('replies and notes with their texts, each to its own route', async () => {
    show(complaint());
    api.server.on('POST /api/admin/complaints/7/reply', { body: complaint() });
    api.server.on('POST /api/admin/complaints/7/note', { body: complaint() });
    const actions = await screen.findByRole('region', { name: 'Actions' }, SLOW);
    await userEvent.click(within(actions).getByRole('button', { name: 'Reply' }));
    expect(screen.getByText(/Mailed to asha@example.com/)).toBeTruthy();
    await typeInto(screen.getByRole('textbox', { name: /Reply/ }), 'We have removed the ad.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    await userEvent.click(within(actions).getByRole('button', { name: 'Internal note' }));
    await typeInto(screen.getByRole('textbox', { name: /Note/ }), 'Seller warned before.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Internal note' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(api.server.requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.json])).toEqual([
      ['/api/admin/complaints/7/reply', { message: 'We have removed the ad.' }],
      ['/api/admin/complaints/7/note', { message: 'Seller warned before.' }],
    ]);
  });
});
