import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { apiServerForTests, renderResource } from '../test/resource-screens';
import { BreachCreate } from './BreachCreate';
import { BreachList } from './BreachList';
import { BreachShow } from './BreachShow';
import { parseEmails, type Breach } from './types';

/** Screens load over real HTTP and render MUI in jsdom: a busy machine needs more than Testing Library's 1 s. */
const SLOW = { timeout: 5_000 };

const api = apiServerForTests();

/** A minute past `h` hours from now: "due in 30 h" stays 30 while the test runs. */
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000 + 60_000).toISOString();

function breach(fields: Partial<Breach> = {}): Breach {
  return {
    id: 4,
    summary: 'A backup copy of the accounts table was readable from the internet for six hours on 1 December.',
    summaryHi: null,
    dataAffected: 'e-mail addresses and display names',
    dataAffectedHi: null,
    consequences: 'You may receive phishing mails that use your name.',
    consequencesHi: null,
    measuresTaken: 'We closed the access and rotated every key.',
    measuresTakenHi: null,
    userSteps: 'Be wary of mails asking for your password.',
    userStepsHi: null,
    cause: null,
    remedialMeasures: null,
    occurredAt: null,
    discoveredAt: inHours(-42),
    reportDueAt: inHours(30),
    reportOverdue: false,
    allUsers: false,
    affectedCount: 3,
    notifiedCount: 0,
    usersNotifiedAt: null,
    boardIntimatedAt: null,
    boardReportedAt: null,
    recordedById: 1,
    createdAt: inHours(-41),
    boardReport: 'Personal data breach report of Bazaar Marketplace Pvt Ltd\nPeople affected: 3 (the accounts listed)',
    ...fields,
  };
}

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const renderAt = (path: string, element: ReactNode) => renderResource(api.server, 'breaches', path, { '/breaches': element, '/breaches/create': element, '/breaches/:id/show': <BreachShow /> });

describe('the breaches list', { timeout: 15_000 }, () => {
  it('asks for the newest discovered first and shows each report’s deadline: due, overdue in red, or filed', async () => {
    const late = breach({ id: 3, discoveredAt: inHours(-77), reportDueAt: new Date(Date.now() - 5 * 3_600_000 - 60_000).toISOString(), reportOverdue: true, allUsers: true, affectedCount: 0 });
    const filed = breach({ id: 2, discoveredAt: inHours(-200), reportDueAt: inHours(-128), boardReportedAt: '2026-11-28T10:30:00.000Z', affectedCount: 5, notifiedCount: 5 });
    api.server.on('GET /api/admin/ra/breaches', { body: [breach(), late, filed], headers: { 'Content-Range': 'breaches 0-2/3' } });
    renderAt('/breaches', <BreachList />);
    const rows = await screen.findAllByRole('row', undefined, SLOW);
    expect(rows[1].textContent).toContain('Report due in 30 h');
    expect(rows[1].textContent).toContain('0 of 3 mailed');
    const overdue = within(rows[2]).getByText('Report overdue by 5 h');
    expect(getComputedStyle(overdue.parentElement!).color).toBe('rgb(211, 47, 47)');
    expect(rows[2].textContent).toContain('Every account');
    expect(rows[3].textContent).toMatch(/Reported 28\/11\/2026, 4:00 pm/);
    expect(rows[3].textContent).toContain('5 of 5 mailed');
    expect(JSON.parse(api.server.requests[0].query.get('sort')!)).toEqual(['discoveredAt', 'DESC']);
  });
});

describe('recording a breach', { timeout: 20_000 }, () => {
  it('reads pasted addresses one a line or comma-separated, each once', () => {
    expect(parseEmails('a@x.in\n B@X.in, c@y.com;\n\na@x.in ')).toEqual(['a@x.in', 'b@x.in', 'c@y.com']);
  });

  it('sends the facts, the Hindi written and the addresses as a list, then shows the addresses no account has', async () => {
    api.server.on('POST /api/admin/ra/breaches', (request) => ({ status: 201, body: { ...breach({ id: 9 }), ...(request.json as object), unmatchedEmails: ['nobody@example.com'] } }));
    api.server.on('GET /api/admin/ra/breaches/9', { body: breach({ id: 9 }) });
    renderAt('/breaches/create', <BreachCreate />);
    await typeInto(await screen.findByRole('textbox', { name: 'What happened' }, SLOW), breach().summary);
    await typeInto(screen.getByRole('textbox', { name: 'Personal data affected' }), 'e-mail addresses');
    await typeInto(screen.getByRole('textbox', { name: 'What it may mean for them' }), 'Phishing mails that use your name.');
    await typeInto(screen.getByRole('textbox', { name: 'What we have done' }), 'Closed the access, rotated keys.');
    await typeInto(screen.getByRole('textbox', { name: 'What they can do' }), 'Be wary of mails asking for passwords.');
    await userEvent.click(screen.getByRole('button', { name: 'In Hindi (optional)' }));
    await typeInto(screen.getByRole('textbox', { name: 'What happened (Hindi)' }), 'एक बैकअप प्रति छह घंटे इंटरनेट से पढ़ी जा सकती थी।');
    await typeInto(screen.getByRole('textbox', { name: 'E-mail addresses of the accounts affected' }), 'asha@example.com\nRavi@Example.com, nobody@example.com');
    expect(screen.getByText(/3 addresses/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert', undefined, SLOW);
    expect(notice.textContent).toContain('No account has this address');
    expect(within(notice).getByText('nobody@example.com')).toBeTruthy();
    const body = api.server.requests.find((r) => r.method === 'POST')!.json as Record<string, unknown>;
    expect(body).toMatchObject({
      summary: breach().summary,
      summaryHi: 'एक बैकअप प्रति छह घंटे इंटरनेट से पढ़ी जा सकती थी।',
      affectedEmails: ['asha@example.com', 'ravi@example.com', 'nobody@example.com'],
    });
    expect(Object.keys(body).sort()).toEqual(['affectedEmails', 'consequences', 'dataAffected', 'discoveredAt', 'measuresTaken', 'summary', 'summaryHi', 'userSteps']);
    expect(Math.abs(new Date(body.discoveredAt as string).getTime() - Date.now())).toBeLessThan(5 * 60_000);
  });

  it('sends every account as allUsers, and shows the API’s field errors beside the fields', async () => {
    api.server.on('POST /api/admin/ra/breaches', { status: 400, body: { detail: 'discoveredAt cannot be in the future', errors: { discoveredAt: 'discoveredAt cannot be in the future' } } });
    renderAt('/breaches/create', <BreachCreate />);
    const summary = await screen.findByRole('textbox', { name: 'What happened' }, SLOW);
    await typeInto(summary, breach().summary);
    await typeInto(screen.getByRole('textbox', { name: 'Personal data affected' }), 'e-mail addresses');
    await typeInto(screen.getByRole('textbox', { name: 'What it may mean for them' }), 'Phishing mails that use your name.');
    await typeInto(screen.getByRole('textbox', { name: 'What we have done' }), 'Closed the access, rotated keys.');
    await typeInto(screen.getByRole('textbox', { name: 'What they can do' }), 'Be wary of mails asking for passwords.');
    await userEvent.click(screen.getByRole('radio', { name: 'Every account' }));
    expect(screen.queryByRole('textbox', { name: 'E-mail addresses of the accounts affected' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findAllByText(/discoveredAt cannot be in the future/, undefined, SLOW);
    const body = api.server.requests.find((r) => r.method === 'POST')!.json as Record<string, unknown>;
    expect(body.allUsers).toBe(true);
    expect(body).not.toHaveProperty('affectedEmails');
  });
});

describe('a breach’s page', { timeout: 20_000 }, () => {
  const show = (record: Breach) => {
    api.server.on(`GET /api/admin/ra/breaches/${record.id}`, { body: record });
    renderAt(`/breaches/${record.id}/show`, <BreachShow />);
  };

  it('shows the facts, the clock, what is still to do and the Board’s report text', async () => {
    show(breach());
    await screen.findByRole('heading', { name: 'Data breach #4' }, SLOW);
    expect(screen.getByText(/readable from the internet/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: "The Board's detailed report" })).getByText('Report due in 30 h')).toBeTruthy();
    const duties = screen.getByRole('region', { name: 'Duties' });
    expect(
      within(duties)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Notify affected users', 'Board told', 'Report filed']);
    const report = screen.getByRole('region', { name: 'Report text for the Board' });
    expect(report.querySelector('pre')?.textContent).toContain('People affected: 3 (the accounts listed)');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('mails those affected after asking “Mail N people now?”, and says how many were queued', async () => {
    let notified = false;
    api.server.on('GET /api/admin/ra/breaches/4', () => ({ body: notified ? breach({ notifiedCount: 3, usersNotifiedAt: inHours(0) }) : breach() }));
    api.server.on('POST /api/admin/ra/breaches/4/notify', () => {
      notified = true;
      return { body: { queued: 3, notifiedCount: 3 } };
    });
    renderAt('/breaches/4/show', <BreachShow />);
    const duties = await screen.findByRole('region', { name: 'Duties' }, SLOW);
    await userEvent.click(within(duties).getByRole('button', { name: 'Notify affected users' }));
    const dialog = screen.getByRole('dialog', { name: 'Mail 3 people now?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mail now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(await within(duties).findByText('3 mails queued now; 3 people mailed in all.', undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(within(duties).queryByRole('button', { name: 'Notify affected users' })).toBeNull(), SLOW);
    expect(duties.textContent).toMatch(/3 of 3 affected mailed/);
  });

  it('records the Board’s intimation, and shows the API’s 409 for a report before the cause is written', async () => {
    show(breach());
    api.server.on('POST /api/admin/ra/breaches/4/board', (request) =>
      (request.json as { step: string }).step === 'REPORT'
        ? { status: 409, body: { detail: 'Write the cause and the remedial measures before recording the detailed report as filed' } }
        : { body: breach({ boardIntimatedAt: inHours(0) }) },
    );
    const duties = await screen.findByRole('region', { name: 'Duties' }, SLOW);
    await userEvent.click(within(duties).getByRole('button', { name: 'Board told' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Record that the Board was told?' })).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    await userEvent.click(within(duties).getByRole('button', { name: 'Report filed' }));
    const dialog = screen.getByRole('dialog', { name: 'Record that the detailed report was filed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByRole('alert', undefined, SLOW)).toHaveProperty('textContent', 'Write the cause and the remedial measures before recording the detailed report as filed');
    expect(api.server.requests.filter((r) => r.method === 'POST').map((r) => r.json)).toEqual([{ step: 'INTIMATION' }, { step: 'REPORT' }]);
  });

  it('offers nothing once everything is done', async () => {
    show(breach({ notifiedCount: 3, usersNotifiedAt: inHours(-40), boardIntimatedAt: inHours(-39), boardReportedAt: inHours(-2), cause: 'A public bucket', remedialMeasures: 'Private by policy' }));
    const duties = await screen.findByRole('region', { name: 'Duties' }, SLOW);
    expect(within(duties).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText(/^Reported /)).toBeTruthy();
  });
});
