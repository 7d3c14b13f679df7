import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib/v1';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withTexts } from '../../../i18n';
import { queryClient } from '../../../lib/query-client';
import '../../../test/jsdom-gaps';
import { apiServer, json, type Received } from '../../../test/api-server';
import ComplaintPage from './ComplaintPage';

const RECEIPT = {
  ticket: 'BZ-7K3M9Q2X',
  key: 'k3yK3yK3yK3yK3yK3yK3yK3y',
  followPath: '/complaint/BZ-7K3M9Q2X?key=k3yK3yK3yK3yK3yK3yK3yK3y',
  disposeDueAt: '2026-12-18T06:30:00.000Z',
  removalDueAt: '2026-12-04T06:30:00.000Z',
  adHidden: true,
};

/** The API as the form meets it: the ad it names, challenges (small ones, quick to solve here), and the complaint's answer. */
function serve(complaintAnswer: (request: Received) => [number, unknown] = () => [201, RECEIPT]) {
  apiServer.handle = (request, response) => {
    if (request.path === '/api/challenge') {
      void createChallenge({ hmacKey: 'test', maxnumber: 2000, expires: new Date(Date.now() + 600_000) }).then((challenge) => json(response, 200, challenge));
    } else if (request.path === '/api/dashboard/get-post/5') {
      json(response, 200, { id: 5, slug: 'evening-walks-in-pune', title: 'Evening walks in Pune' });
    } else if (request.method === 'POST' && request.path === '/api/complaints') {
      json(response, ...complaintAnswer(request));
    } else {
      json(response, 404, { detail: 'Not found' });
    }
  };
}

/** Puts text in a field as one paste: typing it letter by letter re-renders antd's form each time (slow on a busy machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const sent = () => apiServer.received.filter((request) => request.method === 'POST' && request.path === '/api/complaints');

function renderForm(path = '/complaint') {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/complaint" element={<ComplaintPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await withTexts('complaints', Promise.resolve());
});
afterEach(() => {
  cleanup();
  queryClient.clear();
});

// Whole pages with antd forms and a solved challenge: slower than the hook tests on a busy machine.
describe('the complaint form (/complaint)', { timeout: 30_000 }, () => {
  it('says what is missing before sending anything, with the lengths the API asks for', async () => {
    serve();
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText('Choose what your complaint is about.')).toBeTruthy();
    expect(screen.getByText('Give your name.')).toBeTruthy();
    expect(screen.getByText('Give your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Tell us what is wrong.')).toBeTruthy();

    // A complaint about content names a page of this site.
    await user.click(screen.getByText('My copyright or trademark'));
    await fill(user, screen.getByLabelText('Address of the page'), 'https://elsewhere.example/ad/x/5');
    await fill(user, screen.getByLabelText('Your e-mail'), 'not an address');
    await fill(user, screen.getByLabelText('Details'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText('Give the address of a page of this site.')).toBeTruthy();
    expect(screen.getByText('Give a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Write at least 20 characters.')).toBeTruthy();
    // "On behalf of" is asked only for intimate images and impersonation.
    expect(screen.queryByLabelText('I am filing on behalf of the person concerned')).toBeNull();
    expect(sent()).toHaveLength(0);
  });

  it('files an intimate-image complaint about the ad it was opened for, with a solved challenge, and shows the receipt', async () => {
    serve();
    const user = userEvent.setup();
    renderForm('/complaint?ad=5');
    expect(await screen.findByRole('link', { name: 'Evening walks in Pune' })).toBeTruthy();
    await user.click(screen.getByText('A private or intimate photo of me'));
    await fill(user, screen.getByLabelText('Your name'), 'Asha Rao');
    await fill(user, screen.getByLabelText('Your e-mail'), 'asha@example.in');
    await fill(user, screen.getByLabelText('Details'), 'This photo of my sister was posted without her consent.');
    await user.click(screen.getByLabelText('I am filing on behalf of the person concerned'));
    await user.click(screen.getByRole('button', { name: /Send complaint|Checking/ }));

    expect(await screen.findByText('BZ-7K3M9Q2X', {}, { timeout: 5000 })).toBeTruthy();
    const [request] = sent();
    expect(JSON.parse(request.body)).toEqual({
      kind: 'INTIMATE_IMAGE',
      adId: 5,
      name: 'Asha Rao',
      email: 'asha@example.in',
      details: 'This photo of my sister was posted without her consent.',
      onBehalfOf: true,
    });
    expect(request.headers['x-challenge']).toBeTruthy();

    // The receipt: the ad is off the site, the clocks in India time, and the private link to keep.
    expect(screen.getByText('The ad has been taken off the site while we review your complaint.')).toBeTruthy();
    const clocks = screen.getByText('Decision due by').closest('dl')!;
    expect(within(clocks).getByText('18 Dec 2026, 12:00 pm India time')).toBeTruthy();
    expect(within(clocks).getByText('4 Dec 2026, 12:00 pm India time')).toBeTruthy();
    const link = `${apiServer.origin}${RECEIPT.followPath}`;
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(link);
    expect(screen.getByText(/Keep this link/)).toBeTruthy();
    expect(screen.getByText(/asha@example\.in/)).toBeTruthy();
  });

  it("names the ad of a pasted ad address, and shows the API's refusal", async () => {
    serve(() => [404, { detail: 'There is no ad number 12.' }]);
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByText('Someone is pretending to be me'));
    await fill(user, screen.getByLabelText('Address of the page'), `${apiServer.origin}/hi/ad/fake-profile/12`);
    await fill(user, screen.getByLabelText('Your name'), 'Ravi');
    await fill(user, screen.getByLabelText('Your e-mail'), 'ravi@example.in');
    await fill(user, screen.getByLabelText('Details'), 'This ad uses my photos and my phone number.');
    await user.click(screen.getByRole('button', { name: /Send complaint|Checking/ }));

    expect(await screen.findByText('There is no ad number 12.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('The complaint was not sent')).toBeTruthy();
    expect(JSON.parse(sent()[0].body)).toEqual({
      kind: 'IMPERSONATION',
      adId: 12,
      url: `${apiServer.origin}/hi/ad/fake-profile/12`,
      name: 'Ravi',
      email: 'ravi@example.in',
      details: 'This ad uses my photos and my phone number.',
      onBehalfOf: false,
    });
  });
});
