import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Ad } from '../src/ads/ad.entity';
import { OutboxSms } from '../src/sms/sms-outbox.entity';
import { OutboxStatus } from '../src/database/outbox-status';
import { PhoneCode } from '../src/phone-verification/phone-code.entity';
import { PhoneCodeRetention } from '../src/phone-verification/phone-code-retention';
import { PhoneVerificationService } from '../src/phone-verification/phone-verification.service';
import { VerifiedPhone } from '../src/phone-verification/verified-phone.entity';
import { expectDetail } from './catalogue-helpers';
import { solvedChallenge } from './challenge-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import request from 'supertest';
import { bearer, createSeller as createSellerFrom, postAd } from './factories';
import { askCode as askCodeFrom, codeIn, lastSmsTo, verifyPhone as verifyPhoneFrom } from './phone-helpers';

declare const TEST_ENGINE: 'sqlite' | 'mariadb';

let serial = 0;
/** A fresh Indian mobile number for each use (the per-number limits are kept in the database for a day). */
const freshNumber = () => `9${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 100_000).padStart(5, '0')}${serial++ % 10}`;

/** Sellers prove their phone numbers by a code sent by SMS; only proved numbers are revealed (issue 42). */
describe('phone numbers proved by a code', () => {
  let t: TestApp;
  const service = () => t.app.get(PhoneVerificationService);

  beforeAll(async () => {
    // Real limits: the per-address one is @RateLimit's. TRUST_PROXY lets a test speak from other addresses.
    t = await createTestApp({ RATE_LIMITS: 'true', TRUST_PROXY: '1' });
  });
  afterEach(() => (service().clock = () => new Date()));
  afterAll(() => t.close());

  const from = (address: string) => ({ 'X-Forwarded-For': address });
  // Each call from an address of its own, but for the per-address limit's test: the app counts per address for real.
  let addresses = 0;
  const elsewhere = () => from(`192.0.2.${++addresses % 250}`);
  const askCode = (_t: TestApp, token: string, phone: string) => askCodeFrom(t, token, phone, elsewhere());
  const verifyPhone = (_t: TestApp, token: string, phone: string) => verifyPhoneFrom(t, token, phone, elsewhere());
  // Sign-ups too, or this file's accounts would pass the sign-up limit of one address.
  const createSeller = (_t: TestApp) => createSellerFrom({ http: request.agent(t.app.getHttpServer()).set(elsewhere()), dataSource: t.dataSource });
  const verify = (token: string, phone: string, code: string) => t.http.post('/api/auth/me/phones/verify').set(bearer(token)).send({ phone, code });
  const liveAd = async (token: string, phone: string, contact = 'PHONE') => {
    const ad = (await postAd(t.http, token, { phone, contact })).body as { id: number };
    await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(token)).expect(200);
    return ad;
  };
  const reveal = async (token: string, adId: number) => t.http.post(`/api/dashboard/reveal-phone/${adId}`).set({ ...bearer(token), ...(await solvedChallenge(t)), ...from('203.0.113.200') });
  const badge = async (adId: number) => (await t.dataSource.getRepository(Ad).findOneByOrFail({ id: adId })).phoneVerifiedAt;

  it('sends a 6-digit code by SMS, kept only as a hash, and proves the number with it; reveal and contact follow', async () => {
    const seller = await createSeller(t);
    const buyer = await createSeller(t);
    const phone = freshNumber();
    const ad = await liveAd(seller.token, phone, 'WHATSAPP');
    // Not proved: the ad offers messages only, and its number is not revealed.
    expect((await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(200)).body.contact).toBe('MESSAGES');
    expectDetail(await reveal(buyer.token, ad.id), 404, /not verified/);

    expectDetail(await t.http.post('/api/auth/me/phones').set(bearer(seller.token)).send({ phone }), 400); // no challenge
    const sent = await askCode(t, seller.token, ` +91 ${phone.slice(0, 5)} ${phone.slice(5)} `);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ phone: `+91${phone}`, expiresAt: expect.any(String) });
    const text = await lastSmsTo(t, `+91${phone}`);
    const code = codeIn(text);
    expect(text).toContain(`To: +91${phone}`);
    // The file is the app's user's alone; the code is stored nowhere but as its hash.
    const file = readdirSync(t.config.sms.outboxDir).find((name) => readFileSync(join(t.config.sms.outboxDir, name), 'utf8') === text)!;
    expect(statSync(join(t.config.sms.outboxDir, file)).mode & 0o077).toBe(0);
    const [stored] = await t.dataSource.getRepository(PhoneCode).findBy({ phone: `+91${phone}` });
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);

    const proved = await verify(seller.token, phone, code).expect(200);
    expect(proved.body).toEqual({ phone: `+91${phone}`, verifiedAt: expect.any(String) });
    expect(await badge(ad.id)).not.toBeNull();
    expect((await t.http.get('/api/auth/me/phones').set(bearer(seller.token)).expect(200)).body.items).toEqual([{ phone: `+91${phone}`, verifiedAt: proved.body.verifiedAt }]);
    expect((await reveal(buyer.token, ad.id)).body).toEqual({ phone });
    expect((await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(200)).body.contact).toBe('WHATSAPP');
    // The code is spent.
    expectDetail(await verify(seller.token, phone, code), 400);
    // Asking again for a number already one's own sends nothing.
    expectDetail(await askCode(t, seller.token, phone), 409);

    // A new ad, and an edited one, follow whether their number is proved; a changed number needs a new code.
    const second = (await postAd(t.http, seller.token, { phone })).body as { id: number };
    expect(await badge(second.id)).not.toBeNull();
    await t.http.put(`/api/seller/post/update/${second.id}`).set(bearer(seller.token)).field('phone', freshNumber()).expect(200);
    expect(await badge(second.id)).toBeNull();
    // The data export lists the number and the codes sent, never a code or its hash.
    const exported = (await t.http.get('/api/auth/me/export').set(bearer(seller.token)).expect(200)).body;
    expect(exported.verifiedPhones).toEqual([{ phone: `+91${phone}`, verifiedAt: proved.body.verifiedAt }]);
    expect(exported.phoneCodes).toEqual([expect.objectContaining({ phone: `+91${phone}`, usedAt: expect.any(String) })]);
    expect(JSON.stringify(exported)).not.toContain(stored.codeHash);

    // Removing the number: the ads lose the badge and the number is no longer shown.
    await t.http
      .delete(`/api/auth/me/phones/${encodeURIComponent(`+91${phone}`)}`)
      .set(bearer(seller.token))
      .expect(204);
    expect(await badge(ad.id)).toBeNull();
    expectDetail(await reveal(buyer.token, ad.id), 404, /not verified/);
    expectDetail(await t.http.delete(`/api/auth/me/phones/${phone}`).set(bearer(seller.token)), 404);
  });

  it('refuses what is not a mobile number', async () => {
    const seller = await createSeller(t);
    for (const phone of ['12345', '1234567890', '022 2345 6789', '+44 7700 900123']) expectDetail(await askCode(t, seller.token, phone), 400);
    expect(await t.dataSource.getRepository(PhoneCode).countBy({ userId: seller.id })).toBe(0);
  });

  it('a wrong code leaves fewer tries; after 5 the code is dead, even the right one', async () => {
    const seller = await createSeller(t);
    const phone = freshNumber();
    await askCode(t, seller.token, phone).then((r) => expect(r.status).toBe(201));
    const code = codeIn(await lastSmsTo(t, `+91${phone}`));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) expectDetail(await verify(seller.token, phone, wrong), 400, new RegExp(`Tries left: ${left}`));
    expectDetail(await verify(seller.token, phone, wrong), 410);
    expectDetail(await verify(seller.token, phone, code), 410);
    expect(await t.dataSource.getRepository(VerifiedPhone).countBy({ userId: seller.id })).toBe(0);
    expectDetail(await t.http.post('/api/auth/me/phones/verify').set(bearer(seller.token)).send({ phone, code: '12ab56' }), 400);
  });

  it('a code expires after 10 minutes (the clock moved on, not waited for)', async () => {
    const seller = await createSeller(t);
    const phone = freshNumber();
    await askCode(t, seller.token, phone).then((r) => expect(r.status).toBe(201));
    const code = codeIn(await lastSmsTo(t, `+91${phone}`));
    service().clock = () => new Date(Date.now() + 10 * 60_000 + 1000);
    expectDetail(await verify(seller.token, phone, code), 410, /expired/);
    service().clock = () => new Date(Date.now() + 9 * 60_000);
    await verify(seller.token, phone, code).expect(200);
  });

  it('limits codes per number (whoever asks), per account and per address', async () => {
    // Per number: 5 a day, across accounts.
    const phone = freshNumber();
    const [a, b] = [await createSeller(t), await createSeller(t)];
    for (let i = 0; i < 5; i++) expect((await askCode(t, i % 2 ? a.token : b.token, phone)).status).toBe(201);
    expectDetail(await askCode(t, a.token, phone), 429, /this number/);
    const other = await createSeller(t);
    expectDetail(await askCode(t, other.token, phone), 429, /this number/);
    // A day later the number may be asked for again.
    service().clock = () => new Date(Date.now() + 24 * 3600_000 + 1000);
    expect((await askCode(t, other.token, phone)).status).toBe(201);
    service().clock = () => new Date();

    // Per account: 10 a day, whatever the numbers (the account's own counters, kept in the database).
    const busy = await createSeller(t);
    for (let i = 0; i < 10; i++) expect((await askCode(t, busy.token, freshNumber())).status).toBe(201);
    expectDetail(await askCode(t, busy.token, freshNumber()), 429, /too many codes/);

    // Per address: 15 a day, whatever the accounts.
    const address = '198.51.100.77';
    const ask = async (token: string) =>
      t.http
        .post('/api/auth/me/phones')
        .set({ ...bearer(token), ...(await solvedChallenge(t)), ...from(address) })
        .send({ phone: freshNumber() });
    const [c, d] = [await createSeller(t), await createSeller(t)];
    for (let i = 0; i < 15; i++) expect((await ask(i < 8 ? c.token : d.token)).status).toBe(201);
    expectDetail(await ask((await createSeller(t)).token), 429);
  });

  it('a number is verified by one account at a time: proving it on B takes it from A and its ads', async () => {
    const [a, b, buyer] = [await createSeller(t), await createSeller(t), await createSeller(t)];
    const phone = freshNumber();
    const adOfA = await liveAd(a.token, phone);
    await verifyPhone(t, a.token, phone);
    expect(await badge(adOfA.id)).not.toBeNull();
    const adOfB = await liveAd(b.token, phone);
    expect(await badge(adOfB.id)).toBeNull();
    await verifyPhone(t, b.token, phone);
    expect(await badge(adOfA.id)).toBeNull();
    expect(await badge(adOfB.id)).not.toBeNull();
    expect((await t.http.get('/api/auth/me/phones').set(bearer(a.token)).expect(200)).body.items).toEqual([]);
    expectDetail(await reveal(buyer.token, adOfA.id), 404);
    expect((await reveal(buyer.token, adOfB.id)).body).toEqual({ phone });

    // Deleting B's account takes its numbers, codes and SMS with it.
    await t.http.delete('/api/auth/me').set(bearer(b.token)).send({ password: b.password }).expect(200);
    expect(await t.dataSource.getRepository(VerifiedPhone).countBy({ phone: `+91${phone}` })).toBe(0);
    expect(await t.dataSource.getRepository(PhoneCode).countBy({ userId: b.id })).toBe(0);
    expect(await t.dataSource.getRepository(OutboxSms).countBy({ toNumber: `+91${phone}` })).toBe(0);
  });

  (TEST_ENGINE === 'mariadb' ? it : it.skip)('two accounts verifying one number at the same moment leave it with one of them, and only its ads badged', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = [await createSeller(t), await createSeller(t)];
      const phone = freshNumber();
      const ads = [await liveAd(a.token, phone), await liveAd(b.token, phone)];
      const codes: string[] = [];
      for (const seller of [a, b]) {
        expect((await askCode(t, seller.token, phone)).status).toBe(201);
        codes.push(codeIn(await lastSmsTo(t, `+91${phone}`)));
      }
      const answers = await Promise.all([verify(a.token, phone, codes[0]), verify(b.token, phone, codes[1])]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const holders = await t.dataSource.getRepository(VerifiedPhone).findBy({ phone: `+91${phone}` });
      expect(holders).toHaveLength(1);
      const owner = holders[0].userId === a.id ? 0 : 1;
      expect([await badge(ads[0].id), await badge(ads[1].id)].map((at) => at !== null)).toEqual([owner === 0, owner === 1]);
    }
  });

  it('forgets codes two days after they were sent, and sent SMS after 30 days (retention)', async () => {
    const retention = t.app.get(PhoneCodeRetention);
    const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000);
    expect(await retention.runOnce(inDays(0))).toEqual({ phoneCodes: 0, sentSms: 0 });
    const removed = await retention.runOnce(inDays(31));
    expect(removed!.phoneCodes).toBeGreaterThan(0);
    expect(removed!.sentSms).toBeGreaterThan(0);
    expect(await t.dataSource.getRepository(PhoneCode).count()).toBe(0);
    expect(await t.dataSource.getRepository(OutboxSms).countBy({ status: OutboxStatus.Sent })).toBe(0);
    // The numbers proved stay.
    expect(await t.dataSource.getRepository(VerifiedPhone).count()).toBeGreaterThan(0);
  });
});
