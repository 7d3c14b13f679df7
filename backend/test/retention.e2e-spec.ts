import { Session } from '../src/auth/session.entity';
import { Report } from '../src/ads';
import { OutboxMail } from '../src/mail/outbox-mail.entity';
import { OutboxStatus } from '../src/mail/outbox-status';
import { Conversation } from '../src/messages/conversation.entity';
import { Message } from '../src/messages/message.entity';
import { RETENTION_DAYS, Retention } from '../src/privacy/retention';
import { User } from '../src/users/user.entity';
import { solvedChallenge } from './challenge-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, postAd } from './factories';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The retention periods the privacy page promises (DPDP Act s. 8(7)), enforced by one pass of the job with
 * time made to pass: the pass is run as if it were days later, never waited for.
 */
describe('retention of personal data', () => {
  let t: TestApp;
  let retention: Retention;
  const later = (days: number) => new Date(Date.now() + days * DAY_MS);

  beforeAll(async () => {
    t = await createTestApp();
    retention = t.app.get(Retention);
  });
  afterAll(() => t.close());

  it('keeps everything while its period runs, and removes each kind once it is over', async () => {
    // An account that never verified its e-mail, one that did, and one with an ad whose new address is not verified yet.
    const idle = await createSeller(t, {}, { verified: false });
    const active = await createSeller(t);
    const poster = await createSeller(t);
    const ad = (await postAd(t.http, poster.token, { title: 'An ad whose seller changed address later on' })).body;
    await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(poster.token)).expect(200);
    await t.dataSource.getRepository(User).update({ id: poster.id }, { emailVerified: false });

    // A conversation, a visitor's report (an address kept as its hash) and a logged-out session.
    const conversation = (await t.http.post('/api/messages').set(bearer(active.token)).send({ adId: ad.id, text: 'Is this still available?' }).expect(201)).body;
    await t.http
      .post(`/api/dashboard/report-post/${ad.id}`)
      .set(await solvedChallenge(t))
      .send({ reason: 'SPAM', details: 'looks like spam' })
      .expect(201);
    const other = await t.http.post('/api/auth/login').send({ email: active.email, password: active.password }).expect(200);
    await t.http.post('/api/auth/logout').set(bearer(other.body.token)).expect(200);
    // A mail sent, and one still waiting (kept whatever its age: it has not been delivered).
    const mails = t.dataSource.getRepository(OutboxMail);
    const mail = { toAddress: active.email, subject: 'Hello', text: 'A mail', html: '<p>A mail</p>', nextAttemptAt: new Date() };
    await mails.save([
      { ...mail, eventKey: `retention-sent-${active.id}`, status: OutboxStatus.Sent, sentAt: new Date() },
      { ...mail, eventKey: `retention-waiting-${active.id}`, nextAttemptAt: later(1000) }, // not tried by the worker meanwhile
    ]);

    // Within every period: nothing goes.
    const early = await retention.runOnce(later(Math.min(...Object.values(RETENTION_DAYS)) - 1));
    expect(early).toEqual({ endedSessions: 0, sentMails: 0, sentPushes: 0, unverifiedAccounts: 0, reportAddresses: 0, quietConversations: 0 });

    // A year and more later: each rule has removed what it keeps no longer.
    const removed = await retention.runOnce(later(RETENTION_DAYS.quietConversations + 1));
    expect(removed).toMatchObject({ unverifiedAccounts: 1, reportAddresses: 1, quietConversations: 1 });
    expect(removed!.sentMails).toBeGreaterThanOrEqual(1); // ours, and the sign-ups' mails the worker has sent meanwhile
    expect(removed!.endedSessions).toBeGreaterThanOrEqual(4); // the one logged out, and every session expired by then

    const users = t.dataSource.getRepository(User);
    expect(await users.findOneByOrFail({ id: idle.id })).toMatchObject({ email: `deleted-${idle.id}@deleted.invalid`, fullName: 'Deleted account' });
    expect((await users.findOneByOrFail({ id: poster.id })).deletedAt).toBeNull(); // it has an ad
    expect((await users.findOneByOrFail({ id: active.id })).deletedAt).toBeNull(); // verified
    await t.http.post('/api/auth/login').send({ email: idle.email, password: idle.password }).expect(401);

    expect(await t.dataSource.getRepository(Report).findOneByOrFail({ ad: { id: ad.id } })).toMatchObject({ reporterKey: '', details: 'looks like spam' });
    expect(await t.dataSource.getRepository(Conversation).existsBy({ id: conversation.id })).toBe(false);
    expect(await t.dataSource.getRepository(Message).countBy({ conversation: { id: conversation.id } })).toBe(0);
    expect(await t.dataSource.getRepository(Session).countBy({ user: { id: active.id } })).toBe(0);
    expect(await mails.existsBy({ eventKey: `retention-sent-${active.id}` })).toBe(false);
    expect(await mails.existsBy({ eventKey: `retention-waiting-${active.id}` })).toBe(true);

    // A second pass finds nothing left to do.
    expect(await retention.runOnce(later(RETENTION_DAYS.quietConversations + 1))).toMatchObject({ unverifiedAccounts: 0, reportAddresses: 0, quietConversations: 0 });
  });

  it('keeps a quiet conversation while a report on it is open', async () => {
    const seller = await createSeller(t);
    const buyer = await createSeller(t);
    const ad = (await postAd(t.http, seller.token, { title: 'An ad someone writes about' })).body;
    await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(seller.token)).expect(200);
    const conversation = (await t.http.post('/api/messages').set(bearer(buyer.token)).send({ adId: ad.id, text: 'Hello, a question about your ad' }).expect(201)).body;
    await t.http.post(`/api/messages/${conversation.id}/report`).set(bearer(seller.token)).send({ reason: 'OTHER', details: 'rude' }).expect(201);

    await retention.runOnce(later(RETENTION_DAYS.quietConversations + 1));
    expect(await t.dataSource.getRepository(Conversation).existsBy({ id: conversation.id })).toBe(true);
  });
});
