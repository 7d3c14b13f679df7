import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withTexts } from '../../../i18n';
import { queryClient } from '../../../lib/query-client';
import '../../../test/jsdom-gaps';
import { apiServer, json } from '../../../test/api-server';
import { seen } from '../../../test/setup';
import ComplaintTicketPage from './ComplaintTicketPage';

const KEY = 'k3yK3yK3yK3yK3yK3yK3yK3y';

/** A closed intimate-image complaint as GET /api/complaints/{ticket}?key=… answers it: no notes, no admins. */
const CLOSED = {
  ticket: 'BZ-7K3M9Q2X',
  kind: 'INTIMATE_IMAGE',
  status: 'CLOSED',
  createdAt: '2026-12-03T06:30:00.000Z',
  acknowledgedAt: '2026-12-03T06:30:00.000Z',
  disposeDueAt: '2026-12-18T06:30:00.000Z',
  removalDueAt: '2026-12-04T06:30:00.000Z',
  ad: { id: 5, title: 'Evening walks in Pune' },
  url: null,
  outcome: 'The ad was taken down and the photo blocked.',
  closedAt: '2026-12-03T10:00:00.000Z',
  appealedAt: null,
  canAppeal: true,
  events: [
    { at: '2026-12-03T06:30:00.000Z', type: 'RECEIVED', message: null },
    { at: '2026-12-03T06:30:00.000Z', type: 'ACKNOWLEDGED', message: null },
    { at: '2026-12-03T06:30:00.000Z', type: 'AD_HIDDEN', message: null },
    { at: '2026-12-03T08:00:00.000Z', type: 'REPLIED', message: 'We are looking at the photos now.' },
    { at: '2026-12-03T09:00:00.000Z', type: 'AD_TAKEN_DOWN', message: null },
    { at: '2026-12-03T10:00:00.000Z', type: 'CLOSED', message: 'The ad was taken down and the photo blocked.' },
  ],
};

const APPEAL_TEXT = 'The same photos are still up in another ad of the seller.';
const APPEALED = {
  ...CLOSED,
  status: 'APPEALED',
  disposeDueAt: '2026-12-20T06:30:00.000Z',
  appealedAt: '2026-12-05T06:30:00.000Z',
  canAppeal: false,
  events: [...CLOSED.events, { at: '2026-12-05T06:30:00.000Z', type: 'APPEALED', message: APPEAL_TEXT }],
};

function renderTicket(path: string) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/complaint/:ticket" element={<ComplaintTicketPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Puts text in a field as one paste: typing it letter by letter re-renders antd's form each time (slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const appeals = () => apiServer.received.filter((request) => request.method === 'POST');

beforeAll(() => withTexts('complaints', Promise.resolve()));
afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('the ticket page (/complaint/:ticket?key=…)', { timeout: 30_000 }, () => {
  it('shows the status, the clocks in India time, the timeline and the decision', async () => {
    apiServer.handle = (request, response) =>
      request.path === '/api/complaints/BZ-7K3M9Q2X' && request.query.get('key') === KEY ? json(response, 200, CLOSED) : json(response, 404, { detail: 'No such complaint' });
    renderTicket(`/complaint/BZ-7K3M9Q2X?key=${KEY}`);

    expect(await screen.findByText('Closed', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText('A private or intimate photo of me')).toBeTruthy();
    expect(screen.getByText('Evening walks in Pune (#5)')).toBeTruthy();
    const facts = screen.getByText('Filed').closest('dl')!;
    expect(within(facts).getAllByText('3 Dec 2026, 12:00 pm India time')).toHaveLength(2); // filed, acknowledged
    expect(within(facts).getByText('3 Dec 2026, 3:30 pm India time')).toBeTruthy(); // closed
    // A closed complaint has no deadline left, and the ad left the site before its removal was due.
    expect(within(facts).queryByText('Decision due by')).toBeNull();
    expect(within(facts).queryByText('Removal due by')).toBeNull();

    const timeline = screen.getByRole('list');
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(steps).toEqual([
      'Complaint received',
      'Acknowledged: the ticket was mailed to you',
      'The ad was taken off the site pending review',
      'Reply from the Grievance Officer',
      'The ad was taken down',
      'Complaint closed',
    ]);
    expect(within(timeline).getByText('We are looking at the photos now.')).toBeTruthy();
    expect(screen.getByText('Decision')).toBeTruthy();
    expect(screen.getAllByText('The ad was taken down and the photo blocked.').length).toBeGreaterThan(0);
  });

  it('sends an appeal with the ticket key, after checking its length, and shows the reopened complaint', async () => {
    let appealed = false;
    apiServer.handle = (request, response) => {
      if (request.method === 'GET' && request.path === '/api/complaints/BZ-7K3M9Q2X') return json(response, 200, appealed ? APPEALED : CLOSED);
      if (request.method === 'POST' && request.path === '/api/complaints/BZ-7K3M9Q2X/appeal') {
        appealed = true;
        return json(response, 200, APPEALED);
      }
      json(response, 404, { detail: 'Not found' });
    };
    const user = userEvent.setup();
    renderTicket(`/complaint/BZ-7K3M9Q2X?key=${KEY}`);

    await user.click(await screen.findByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Tell us why you disagree.')).toBeTruthy();
    await fill(user, screen.getByLabelText('Why do you disagree?'), 'Not fair');
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Write at least 20 characters.')).toBeTruthy();
    expect(appeals()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Why do you disagree?'));
    await fill(user, screen.getByLabelText('Why do you disagree?'), APPEAL_TEXT);
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));

    expect(await screen.findByText('Appealed', { selector: '.ant-tag' })).toBeTruthy();
    expect(JSON.parse(appeals()[0].body)).toEqual({ key: KEY, text: APPEAL_TEXT });
    expect(screen.getByText('You appealed the decision')).toBeTruthy();
    expect(screen.getByText('20 Dec 2026, 12:00 pm India time')).toBeTruthy(); // the new 15-day clock
    expect(screen.queryByRole('button', { name: 'Send appeal' })).toBeNull();
    expect(seen.toasts.map((toast) => toast.title)).toContain('Your appeal was received.');
  });

  it("shows the API's refusal of an appeal", async () => {
    apiServer.handle = (request, response) => (request.method === 'GET' ? json(response, 200, CLOSED) : json(response, 409, { detail: 'This complaint was already appealed once.' }));
    const user = userEvent.setup();
    renderTicket(`/complaint/BZ-7K3M9Q2X?key=${KEY}`);
    await fill(user, await screen.findByLabelText('Why do you disagree?'), APPEAL_TEXT);
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('This complaint was already appealed once.')).toBeTruthy();
    expect(screen.getByText('The appeal was not sent')).toBeTruthy();
  });

  it('says so for a link without its key, and for a wrong ticket or key', async () => {
    renderTicket('/complaint/BZ-7K3M9Q2X');
    expect(screen.getByText(/This link is incomplete/)).toBeTruthy();
    cleanup();
    apiServer.handle = (_request, response) => json(response, 404, { detail: 'No such complaint' });
    renderTicket('/complaint/BZ-7K3M9Q2X?key=wrong');
    expect(await screen.findByText(/No complaint matches this link/)).toBeTruthy();
    expect(seen.toasts).toHaveLength(0);
  });
});
