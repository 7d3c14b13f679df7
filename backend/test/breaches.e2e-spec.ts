import { IsNull } from 'typeorm';
import { AuditEntry } from '../src/audit/audit-entry.entity';
import { BreachRecipient } from '../src/breaches/breach-recipient.entity';
import { OutboxMail } from '../src/mail/outbox-mail.entity';
import { User } from '../src/users/user.entity';
import type { TestApp } from './create-test-app';
import { bearer, createSeller, unique } from './factories';
import { appWithMail, type MailServer, PUBLIC_URL } from './mail-server';

const HOUR_MS = 3600 * 1000;

/** A personal-data breach recorded in the console, each affected person mailed in their language, the Board's 72 hours (DPDP Rules 2025, rule 7). */
describe('personal-data breaches', () => {
  let t: TestApp;
  let mail: MailServer;
  const suite = appWithMail();
  beforeAll(() => ({ t, mail } = suite));

  const facts = {
    summary: 'A backup copy of the accounts table was readable from the internet for six hours on 1 December.',
    dataAffected: 'e-mail addresses and display names',
    consequences: 'You may receive phishing mails that use your name.',
    measuresTaken: 'We closed the access, rotated every key and checked the logs: the copy was read once.',
    userSteps: 'Be wary of mails asking for your password; Bazaar never asks for it.',
    summaryHi: 'एक दिसंबर को खातों की एक बैकअप प्रति छह घंटे इंटरनेट से पढ़ी जा सकती थी।',
  };
  /** The breach notice among the account's mails (its sign-up mail may come before or after it). */
  const breachMailTo = async (email: string) => {
    for (let waited = 0; waited < 20_000; waited += 100) {
      const found = mail.to(email).find((message) => /breach|उल्लंघन/.test(message.subject ?? ''));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no breach notice to ${email}`);
  };
  const record = (body: object, token = t.adminToken) => t.http.post('/api/admin/ra/breaches').set(bearer(token)).send(body);

  it('mails each listed account once in its language, counts them, and gathers the Board’s report', async () => {
    await t.http.put('/api/admin/ra/site-settings/1').set(bearer(t.adminToken)).send({ dataProtectionEmail: 'privacy@bazaar.example', legalEntityName: 'Bazaar Marketplace Pvt Ltd' }).expect(200);
    const english = await createSeller(t);
    const hindi = await createSeller(t);
    await t.dataSource.getRepository(User).update({ id: hindi.id }, { language: 'hi', displayName: `Asha ${unique()}` });
    const untouched = await createSeller(t);
    const discoveredAt = new Date(Date.now() - 2 * HOUR_MS).toISOString();

    const created = await record({ ...facts, discoveredAt, affectedEmails: [english.email, hindi.email.toUpperCase(), 'nobody@example.com'] }).expect(201);
    expect(created.body).toMatchObject({ affectedCount: 2, notifiedCount: 0, unmatchedEmails: ['nobody@example.com'], reportOverdue: false, usersNotifiedAt: null });
    expect(new Date(created.body.reportDueAt).getTime()).toBe(new Date(discoveredAt).getTime() + 72 * HOUR_MS);
    const id = created.body.id as number;

    const first = await t.http.post(`/api/admin/ra/breaches/${id}/notify`).set(bearer(t.adminToken)).expect(200);
    expect(first.body).toEqual({ queued: 2, notifiedCount: 2 });
    const again = await t.http.post(`/api/admin/ra/breaches/${id}/notify`).set(bearer(t.adminToken)).expect(200);
    expect(again.body).toEqual({ queued: 0, notifiedCount: 2 });

    const inEnglish = await breachMailTo(english.email);
    expect(inEnglish.subject).toBe('Important: a personal data breach at Bazaar that affects you');
    expect(inEnglish.text).toContain(`What happened: ${facts.summary}`);
    expect(inEnglish.text).toContain('Questions about your personal data: write to privacy@bazaar.example.');
    expect(inEnglish.text).toContain(`${PUBLIC_URL}/grievance`);
    expect(inEnglish.headers.has('list-unsubscribe')).toBe(false); // essential: nobody can opt out of it
    const inHindi = await breachMailTo(hindi.email);
    expect(inHindi.subject).toContain('व्यक्तिगत डेटा का उल्लंघन');
    expect(inHindi.text).toContain(`क्या हुआ: ${facts.summaryHi}`);
    expect(inHindi.text).toContain(`आपके कौन से डेटा: ${facts.dataAffected}`); // no Hindi version written: the English
    expect(mail.to(untouched.email).filter((message) => /breach/.test(message.subject ?? ''))).toHaveLength(0);
    expect(await t.dataSource.getRepository(OutboxMail).countBy({ eventKey: `breach:${id}:${english.id}` })).toBe(1);

    // The Board: told at once, then the detailed report, which needs the cause and remedial measures first.
    await t.http.post(`/api/admin/ra/breaches/${id}/board`).set(bearer(t.adminToken)).send({ step: 'INTIMATION' }).expect(200);
    const early = await t.http.post(`/api/admin/ra/breaches/${id}/board`).set(bearer(t.adminToken)).send({ step: 'REPORT' }).expect(409);
    expect(early.body.detail).toBe('Write the cause and the remedial measures before recording the detailed report as filed');
    await t.http
      .put(`/api/admin/ra/breaches/${id}`)
      .set(bearer(t.adminToken))
      .send({ cause: 'A storage bucket was made public by a deploy script.', remedialMeasures: 'Buckets are private by policy; the script is fixed.' })
      .expect(200);
    const reported = (await t.http.post(`/api/admin/ra/breaches/${id}/board`).set(bearer(t.adminToken)).send({ step: 'REPORT' }).expect(200)).body;
    expect(reported.boardReportedAt).not.toBeNull();
    expect(reported.boardReport).toContain('Personal data breach report of Bazaar Marketplace Pvt Ltd');
    expect(reported.boardReport).toContain('People affected: 2 (the accounts listed)');
    expect(reported.boardReport).toContain('Intimation to the people affected: 2 of 2 mailed');
    expect(reported.boardReport).toContain('Remedial measures: Buckets are private by policy; the script is fixed.');

    const audited = await t.dataSource.getRepository(AuditEntry).findBy({ kind: 'breach', targetId: id });
    expect(audited.length).toBeGreaterThanOrEqual(4);
  });

  it('for a breach of every account, lists those that exist and mails them all, even pressed twice at once', async () => {
    const accounts = await Promise.all([createSeller(t), createSeller(t), createSeller(t)]);
    const { id } = (await record({ ...facts, discoveredAt: new Date().toISOString(), allUsers: true }).expect(201)).body;
    const [a, b] = await Promise.all([0, 1].map(() => t.http.post(`/api/admin/ra/breaches/${id}/notify`).set(bearer(t.adminToken)).expect(200)));
    const everyone = await t.dataSource.getRepository(User).countBy({ deletedAt: IsNull() });
    expect(a.body.queued + b.body.queued).toBe(everyone);
    expect(await t.dataSource.getRepository(BreachRecipient).countBy({ breachId: id })).toBe(everyone);
    for (const account of accounts) expect(await t.dataSource.getRepository(OutboxMail).countBy({ eventKey: `breach:${id}:${account.id}` })).toBe(1);
  });

  it('refuses what is not a record, changes nothing, and is for admins only', async () => {
    const seller = await createSeller(t);
    const before = (await t.http.get('/api/admin/ra/breaches').set(bearer(t.adminToken)).expect(200)).headers['x-total-count'];
    const discoveredAt = new Date().toISOString();
    expect((await record({ ...facts, discoveredAt }).expect(400)).body.detail).toMatch(/Say who is affected/);
    expect((await record({ ...facts, discoveredAt, allUsers: true, affectedEmails: [seller.email] }).expect(400)).body.detail).toMatch(/Say who is affected/);
    expect((await record({ ...facts, discoveredAt: new Date(Date.now() + HOUR_MS).toISOString(), allUsers: true }).expect(400)).body.detail).toBe('discoveredAt cannot be in the future');
    expect((await record({ ...facts, summary: 'x'.repeat(1_000_000), discoveredAt, allUsers: true }).expect((r) => expect([400, 413]).toContain(r.status))).body.detail).toBeTruthy();
    expect((await record({ ...facts, discoveredAt, affectedEmails: ['not an address'] }).expect(400)).body.detail).toMatch(/affectedEmails/);
    expect((await t.http.get('/api/admin/ra/breaches').set(bearer(t.adminToken)).expect(200)).headers['x-total-count']).toBe(before);

    await record({ ...facts, discoveredAt, allUsers: true }, seller.token).expect(403);
    await t.http.get('/api/admin/ra/breaches').set(bearer(seller.token)).expect(403);
    await t.http.post('/api/admin/ra/breaches/1/notify').expect(401);
    expect((await t.http.get('/api/admin/ra/breaches/999999').set(bearer(t.adminToken)).expect(404)).body.detail).toBe('Breach record 999999 not found');
  });

  it('lists breaches with the overdue report first visible, newest discovered first', async () => {
    const old = (await record({ ...facts, discoveredAt: new Date(Date.now() - 80 * HOUR_MS).toISOString(), allUsers: true }).expect(201)).body;
    expect(old.reportOverdue).toBe(true);
    const list = await t.http.get('/api/admin/ra/breaches').set(bearer(t.adminToken)).expect(200);
    const discovered = list.body.map((breach: { discoveredAt: string }) => new Date(breach.discoveredAt).getTime());
    expect(discovered).toEqual([...discovered].sort((x, y) => y - x));
    expect(list.body.find((breach: { id: number }) => breach.id === old.id).reportOverdue).toBe(true);
  });
});
