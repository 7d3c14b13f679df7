import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { join } from 'node:path';
import { In } from 'typeorm';
import { AccountToken } from '../src/auth/account-token.entity';
import { Outbox } from '../src/mail/outbox';
import { OutboxMail } from '../src/mail/outbox-mail.entity';
import { OutboxStatus } from '../src/mail/outbox-status';
import { MailTopic, UnsubscribeLinks, type UnsubscribeTopic } from '../src/mail/unsubscribe-links';
import { Category } from '../src/categories/category.entity';
import { SavedSearch } from '../src/saved-searches/saved-search.entity';
import { User } from '../src/users/user.entity';
import { displayNameKey } from '../src/common/display-name-key';
import { keyDisplayNamesBySkeleton } from '../src/database/migrations/display-name-keys';
import { expectDetail, expectFieldError } from './catalogue-helpers';
import { solvedChallenge } from './challenge-helpers';
import { countCommits, createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, postAd, transactionId, unique } from './factories';
import { appWithMail, linkIn, PUBLIC_URL, type MailServer } from './mail-server';

const SIGN_UP_ANSWER = /We have sent a message to .+\. Follow its link to confirm your e-mail/;

describe('accounts and mail', () => {
  let t: TestApp;
  let mail: MailServer;

  const suite = appWithMail({ MAIL_FROM: 'Bazaar <no-reply@bazaar.example>' });
  beforeAll(() => ({ t, mail } = suite));

  const newAccount = () => ({ fullName: 'Kavya Iyer', email: `kavya-${unique()}@example.com`, password: 'first-password' });
  const login = async (email: string, password: string) => (await t.http.post('/api/auth/login').send({ email, password }).expect(200)).body.token as string;
  const me = (token: string) => t.http.get('/api/auth/me').set(bearer(token));
  const outboxRows = (to: string) => t.dataSource.getRepository(OutboxMail).findBy({ toAddress: to });
  const askForReset = async (email: string) =>
    t.http
      .post('/api/auth/forgot-password')
      .set(await solvedChallenge(t))
      .send({ email })
      .expect(202);
  /** A public sign-up with a solved challenge (and the browser's languages, when given): 201 whatever the e-mail. */
  const signUp = async (account: object, acceptLanguage?: string) => {
    const request = t.http.post('/api/admins').set(await solvedChallenge(t));
    return (acceptLanguage ? request.set('Accept-Language', acceptLanguage) : request).send(account).expect(201);
  };
  /** A verified seller whose sign-up mail has arrived, so that the next mail to them is their second. */
  const sellerWithMail = async () => {
    const seller = await createSeller(t);
    await mail.next(seller.email);
    return seller;
  };

  describe('sign-up and verification', () => {
    it('mails a verification link; an unverified seller prepares ads but cannot publish until they follow it', async () => {
      const account = newAccount();
      const answer = await signUp(account);
      expect(answer.body).toEqual({ email: account.email, detail: expect.stringMatching(SIGN_UP_ANSWER) });

      const message = await mail.next(account.email);
      expect(message.from?.value).toEqual([{ name: 'Bazaar', address: 'no-reply@bazaar.example' }]);
      expect(message.subject).toBe('Confirm your e-mail for Bazaar');
      expect(message.text).toMatch(/^Hello Kavya\d{4},/);
      expect(message.text).not.toContain('Iyer');
      expect(message.html).toContain('Confirm my e-mail');
      expect(message.headers.has('list-unsubscribe')).toBe(false); // essential mail
      const link = linkIn(message, `${PUBLIC_URL}/verify-email?token=`);
      expect(message.html).toContain(link.href.replace(/&/g, '&#38;'));

      const token = await login(account.email, account.password);
      expect((await me(token).expect(200)).body).toMatchObject({ emailVerified: false });
      const ad = (await postAd(t.http, token)).body;
      expectDetail(await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(token)), 403, /verify your e-mail/);
      expectDetail(await t.http.post(`/api/seller/transaction/promote-post/${ad.id}/1/1`).set(bearer(token)), 403, /verify your e-mail/);

      const verified = await t.http
        .post('/api/auth/verify-email')
        .send({ token: link.searchParams.get('token') })
        .expect(200);
      expect(verified.body.detail).toMatch(/verified/);
      expect((await me(token).expect(200)).body).toMatchObject({ emailVerified: true });
      await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(token)).expect(200);

      // The same link again (a second click) still says done.
      await t.http
        .post('/api/auth/verify-email')
        .send({ token: link.searchParams.get('token') })
        .expect(200);
    });

    it('answers a sign-up with a taken e-mail exactly as a new one, and mails the owner instead', async () => {
      const owner = await createSeller(t);
      const before = await t.dataSource.getRepository(User).count();
      const again = await signUp({ fullName: 'Someone Else', email: owner.email.toUpperCase(), password: 'another-password' });
      expect(again.body).toEqual({ email: owner.email, detail: expect.stringMatching(SIGN_UP_ANSWER) });
      expect(await t.dataSource.getRepository(User).count()).toBe(before);
      const notice = await mail.next(owner.email, 1);
      expect(notice.subject).toBe('Someone tried to sign up to Bazaar with your e-mail');
      expect(linkIn(notice, PUBLIC_URL).pathname).toBe('/forgot-password');
      // Their password is unchanged.
      await login(owner.email, owner.password);
    });

    it('answers racing sign-ups for one e-mail alike, and makes one account', async () => {
      const account = newAccount();
      const answers = await Promise.all(
        [1, 2, 3].map(async () =>
          t.http
            .post('/api/admins')
            .set(await solvedChallenge(t))
            .send(account),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
      expect(await t.dataSource.getRepository(User).countBy({ email: account.email })).toBe(1);
    });

    it('refuses a link that is unknown, malformed or expired with 400, changing nothing', async () => {
      expectFieldError(await t.http.post('/api/auth/verify-email').send({ token: 'not-a-real-token' }), 'token');
      expectFieldError(await t.http.post('/api/auth/verify-email').send({ token: 'x'.repeat(101) }), 'token');
      expectFieldError(await t.http.post('/api/auth/verify-email').send({}), 'token');
      expectFieldError(await t.http.post('/api/auth/verify-email').send({ token: ['a'] }), 'token');

      const account = newAccount();
      await signUp(account);
      const link = linkIn(await mail.next(account.email), `${PUBLIC_URL}/verify-email`);
      await t.dataSource.getRepository(AccountToken).update({ purpose: 'VERIFY_EMAIL' as AccountToken['purpose'] }, { expiresAt: new Date(Date.now() - 1000) });
      expectDetail(await t.http.post('/api/auth/verify-email').send({ token: link.searchParams.get('token') }), 400, /expired/);
      expect((await t.dataSource.getRepository(User).findOneByOrFail({ email: account.email })).emailVerified).toBe(false);
    });

    it('keeps only a hash of each mailed token', async () => {
      const account = newAccount();
      await signUp(account);
      const token = linkIn(await mail.next(account.email), `${PUBLIC_URL}/verify-email`).searchParams.get('token')!;
      const user = await t.dataSource.getRepository(User).findOneByOrFail({ email: account.email });
      const stored = await t.dataSource.getRepository(AccountToken).findBy({ user: { id: user.id } });
      expect(stored).toHaveLength(1);
      expect(stored[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it('resends the link on request, at most three an hour, and not once verified', async () => {
      const account = newAccount();
      await signUp(account);
      const token = await login(account.email, account.password);
      await mail.next(account.email);
      for (let i = 1; i <= 2; i++) {
        expect((await t.http.post('/api/auth/resend-verification').set(bearer(token)).expect(202)).body.detail).toContain(account.email);
        await mail.next(account.email, i);
      }
      expectDetail(await t.http.post('/api/auth/resend-verification').set(bearer(token)), 409, /several links this hour/);
      const latest = linkIn(mail.to(account.email)[2], `${PUBLIC_URL}/verify-email`);
      await t.http
        .post('/api/auth/verify-email')
        .send({ token: latest.searchParams.get('token') })
        .expect(200);
      expectDetail(await t.http.post('/api/auth/resend-verification').set(bearer(token)), 409, /already verified/);
      await t.http.post('/api/auth/resend-verification').expect(401);
    });
  });

  describe('forgotten passwords', () => {
    const FORGOT_ANSWER = { detail: 'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for one hour.' };

    it('answers 202 with the same body for an unknown e-mail, and mails nothing', async () => {
      const stranger = `nobody-${unique()}@example.com`;
      expect((await askForReset(stranger)).body).toEqual(FORGOT_ANSWER);
      await new Promise((r) => setTimeout(r, 1500));
      expect(await outboxRows(stranger)).toEqual([]);
      expect(mail.to(stranger)).toEqual([]);
    });

    it('mails a one-hour, single-use link; resetting ends every session, and the new password signs in', async () => {
      const seller = await sellerWithMail();
      const otherDevice = await login(seller.email, seller.password);
      expect((await askForReset(`  ${seller.email.toUpperCase()} `)).body).toEqual(FORGOT_ANSWER);
      const message = await mail.next(seller.email, 1);
      expect(message.subject).toBe('Reset your Bazaar password');
      const link = linkIn(message, `${PUBLIC_URL}/reset-password?token=`);
      const token = link.searchParams.get('token');

      expectFieldError(await t.http.post('/api/auth/reset-password').send({ token, password: 'short' }), 'password');
      await t.http.post('/api/auth/reset-password').send({ token, password: 'brand-new-password' }).expect(200);
      await me(seller.token).expect(401);
      await me(otherDevice).expect(401);
      await t.http.post('/api/auth/login').send({ email: seller.email, password: seller.password }).expect(401);
      await me(await login(seller.email, 'brand-new-password')).expect(200);

      expectDetail(await t.http.post('/api/auth/reset-password').send({ token, password: 'third-password-1' }), 400, /already been used/);
      await login(seller.email, 'brand-new-password');
    });

    it('spends a token once when two resets race with it', async () => {
      const seller = await sellerWithMail();
      await askForReset(seller.email);
      const token = linkIn(await mail.next(seller.email, 1), `${PUBLIC_URL}/reset-password`).searchParams.get('token');
      const results = await Promise.all(['racing-password-a', 'racing-password-b'].map((password) => t.http.post('/api/auth/reset-password').send({ token, password })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    });

    it('a new password makes the other reset links of the account useless', async () => {
      const seller = await sellerWithMail();
      for (let i = 0; i < 2; i++) await askForReset(seller.email);
      const [older, newer] = [await mail.next(seller.email, 1), await mail.next(seller.email, 2)].map((m) => linkIn(m, `${PUBLIC_URL}/reset-password`).searchParams.get('token'));
      await t.http.post('/api/auth/reset-password').send({ token: newer, password: 'newest-password' }).expect(200);
      expectDetail(await t.http.post('/api/auth/reset-password').send({ token: older, password: 'older-link-password' }), 400, /not valid/);

      await askForReset(seller.email);
      const pending = linkIn(await mail.next(seller.email, 3), `${PUBLIC_URL}/reset-password`).searchParams.get('token');
      const token = await login(seller.email, 'newest-password');
      await t.http.post('/api/auth/change-password').set(bearer(token)).send({ currentPassword: 'newest-password', newPassword: 'changed-meanwhile' }).expect(200);
      expectDetail(await t.http.post('/api/auth/reset-password').send({ token: pending, password: 'pending-link-password' }), 400, /not valid/);
      await login(seller.email, 'changed-meanwhile');
    });

    it('refuses an expired link', async () => {
      const seller = await sellerWithMail();
      await askForReset(seller.email);
      const token = linkIn(await mail.next(seller.email, 1), `${PUBLIC_URL}/reset-password`).searchParams.get('token');
      await t.dataSource.getRepository(AccountToken).update({ user: { id: seller.id } }, { expiresAt: new Date(Date.now() - 1000) });
      expectDetail(await t.http.post('/api/auth/reset-password').send({ token, password: 'too-late-password' }), 400, /expired/);
      await login(seller.email, seller.password);
    });

    it('mails one account at most three links an hour, however many addresses ask', async () => {
      const seller = await sellerWithMail();
      for (let i = 0; i < 5; i++) await askForReset(seller.email);
      await mail.next(seller.email, 3);
      await new Promise((r) => setTimeout(r, 1500));
      expect(mail.to(seller.email).filter((m) => m.subject === 'Reset your Bazaar password')).toHaveLength(3);
    });
  });

  describe('sessions', () => {
    it('changing the password needs the current one, ends the other sessions, keeps this one and mails a notice', async () => {
      const seller = await sellerWithMail();
      const other = await login(seller.email, seller.password);
      expectDetail(await t.http.post('/api/auth/change-password').set(bearer(seller.token)).send({ currentPassword: 'wrong-password', newPassword: 'changed-password' }), 403, /current password/);
      expectFieldError(await t.http.post('/api/auth/change-password').set(bearer(seller.token)).send({ currentPassword: seller.password, newPassword: 'short' }), 'newPassword');
      await me(other).expect(200);

      await t.http.post('/api/auth/change-password').set(bearer(seller.token)).send({ currentPassword: seller.password, newPassword: 'changed-password' }).expect(200);
      await me(seller.token).expect(200);
      await me(other).expect(401);
      await login(seller.email, 'changed-password');
      expect((await mail.next(seller.email, 1)).subject).toBe('Your Bazaar password was changed');
    });

    it('logout ends this session only; with all, every session', async () => {
      const seller = await sellerWithMail();
      const [phone, laptop] = [await login(seller.email, seller.password), await login(seller.email, seller.password)];
      await t.http.post('/api/auth/logout').set(bearer(phone)).send({}).expect(200);
      await me(phone).expect(401);
      await me(laptop).expect(200);
      await t.http.post('/api/auth/logout').set(bearer(laptop)).send({ all: true }).expect(200);
      await me(laptop).expect(401);
      await me(seller.token).expect(401);
      expectFieldError(
        await t.http
          .post('/api/auth/logout')
          .set(bearer(await login(seller.email, seller.password)))
          .send({ all: 'yes' }),
        'all',
      );
    });

    it('blocking an account ends its sessions: unblocked, the old token stays refused', async () => {
      const seller = await sellerWithMail();
      await t.http.put(`/api/admin/users/block/${seller.id}`).set(bearer(t.adminToken)).expect(200);
      await t.http.put(`/api/admin/users/unblock/${seller.id}`).set(bearer(t.adminToken)).expect(200);
      await me(seller.token).expect(401);
      await me(await login(seller.email, seller.password)).expect(200);
    });

    it('an account that must choose a new password reaches only its profile, the change and logout until it does', async () => {
      const admin = { fullName: 'New Admin', email: `new-admin-${unique()}@example.com`, password: 'generated-password' };
      await t.http.post('/api/admins').set(bearer(t.adminToken)).send(admin).expect(201);
      await t.dataSource.getRepository(User).update({ email: admin.email }, { mustChangePassword: true });
      const signedIn = (await t.http.post('/api/auth/login').send({ email: admin.email, password: admin.password }).expect(200)).body;
      expect(signedIn.mustChangePassword).toBe(true);
      const token = signedIn.token as string;
      expectDetail(await t.http.get('/api/admin/users').set(bearer(token)), 403, /Choose a new password first/);
      expectDetail(await t.http.put('/api/auth/me').set(bearer(token)).send({ notifyAds: false }), 403, /Choose a new password first/);
      expect((await me(token).expect(200)).body.mustChangePassword).toBe(true);
      await t.http.post('/api/auth/change-password').set(bearer(token)).send({ currentPassword: admin.password, newPassword: 'chosen-by-the-admin' }).expect(200);
      await t.http.get('/api/admin/users').set(bearer(token)).expect(200);
      expect((await me(token).expect(200)).body.mustChangePassword).toBe(false);
    });

    it('refuses a validly signed token that names no session (issued before sessions existed)', async () => {
      const { JwtService } = await import('@nestjs/jwt');
      const seller = await sellerWithMail();
      const old = await new JwtService({ secret: t.config.jwtSecret }).signAsync({ sub: seller.id, role: 'USER' }, { expiresIn: '1h' });
      await me(old).expect(401);
    });
  });

  describe('profile', () => {
    it('shows and changes the private full name, public display name, default phone and mail settings', async () => {
      const seller = await createSeller(t, { fullName: 'Anjali Deshpande' });
      const profile = (await me(seller.token).expect(200)).body;
      expect(profile).toMatchObject({ fullName: 'Anjali Deshpande', displayName: expect.stringMatching(/^Anjali\d{4}$/), phone: null, notifyPayments: true, notifyAds: true, emailVerified: true });
      const changed = await t.http
        .put('/api/auth/me')
        .set(bearer(seller.token))
        .send({ fullName: 'Anjali D', displayName: `  Anjali   of Pune ${unique().slice(-3)}`, phone: '9876501234', notifyAds: false })
        .expect(200);
      expect(changed.body).toMatchObject({ fullName: 'Anjali D', displayName: expect.stringMatching(/^Anjali of Pune \w{3}$/), phone: '9876501234', notifyPayments: true, notifyAds: false });
      expect((await me(seller.token).expect(200)).body).toEqual(changed.body);
      await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ phone: null }).expect(200);
      expect((await me(seller.token).expect(200)).body.phone).toBeNull();
    });

    it('refuses null for every field but the phone (found by the fuzzer: a null display name was a 500), changing nothing', async () => {
      const seller = await createSeller(t);
      const before = (await me(seller.token).expect(200)).body;
      for (const field of ['fullName', 'displayName', 'notifyPayments', 'notifyAds', 'notifyMessages', 'language']) {
        const res = await t.http
          .put('/api/auth/me')
          .set(bearer(seller.token))
          .send({ [field]: null, phone: '6000000000' });
        expect({ field, status: res.status, detail: res.body.detail }).toEqual({ field, status: 400, detail: expect.stringContaining(field) });
      }
      expect((await me(seller.token).expect(200)).body).toEqual(before);
    });

    it('suggests a display name that fits when the first word of the full name would not (İ lower-cases into two)', async () => {
      const seller = await createSeller(t, { fullName: `${'İ'.repeat(20)} Kaya` });
      expect((await me(seller.token).expect(200)).body.displayName).toMatch(/^Member\d{4}$/);
    });

    it("shows the new display name on the seller's ad pages at once", async () => {
      const seller = await createSeller(t, { fullName: 'Harini Rao' });
      const ad = (await postAd(t.http, seller.token)).body;
      await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(seller.token)).expect(200);
      expect((await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(200)).body.sellerName).toMatch(/^Harini\d{4}$/);
      const name = `Harini of Chennai ${unique().slice(-4)}`;
      await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ displayName: name }).expect(200);
      expect((await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(200)).body.sellerName).toBe(name);
    });

    it('keeps display names unique whatever the case', async () => {
      const [a, b] = [await createSeller(t), await createSeller(t)];
      const name = `Unique_${unique()}`;
      await t.http.put('/api/auth/me').set(bearer(a.token)).send({ displayName: name }).expect(200);
      const clash = await t.http.put('/api/auth/me').set(bearer(b.token)).send({ displayName: name.toUpperCase() });
      expectDetail(clash, 409, /taken/);
      expect(clash.body.errors).toEqual({ displayName: 'taken' });
      // Changing one's own name's case is fine.
      await t.http.put('/api/auth/me').set(bearer(a.token)).send({ displayName: name.toLowerCase() }).expect(200);
    });

    it('refuses a look-alike of a taken name (a Cyrillic а for a Latin a) with 409, in English and Hindi, changing nothing', async () => {
      const [a, b] = [await createSeller(t), await createSeller(t)];
      await t.http.put('/api/auth/me').set(bearer(a.token)).send({ displayName: 'Rahul of Nagpur' }).expect(200);
      const before = (await me(b.token).expect(200)).body;
      expectDetail(await t.http.put('/api/auth/me').set(bearer(b.token)).send({ displayName: 'R\u0430hul of Nagpur' }), 409, /looks like one that is/);
      expectDetail(await t.http.put('/api/auth/me').set(bearer(b.token)).set('Accept-Language', 'hi').send({ displayName: 'Rahul of Nagpur' }), 409, /किसी और के नाम जैसा/);
      expect((await me(b.token).expect(200)).body).toEqual(before);
    });

    it("refuses a seller a name that could pass for the staff's with 400, in English and Hindi; accepts a Hindi name; lets an admin have one", async () => {
      const seller = await createSeller(t);
      const before = (await me(seller.token).expect(200)).body;
      for (const displayName of ['Bazaar Support', 'Admin', '\u0410DMIN', '\u0430dmin', 'व्यवस्थापक']) {
        const res = await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ displayName });
        expect({ displayName, status: res.status, detail: res.body.detail }).toEqual({ displayName, status: 400, detail: expect.stringMatching(/name of Bazaar's staff/) });
        expect(res.body.errors).toHaveProperty('displayName');
      }
      expectDetail(await t.http.put('/api/auth/me').set(bearer(seller.token)).set('Accept-Language', 'hi').send({ displayName: 'Bazaar Support' }), 400, /स्टाफ़ के नाम जैसा/);
      expect((await me(seller.token).expect(200)).body).toEqual(before);
      await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ displayName: 'राहुल शर्मा' }).expect(200);
      await t.http.put('/api/auth/me').set(bearer(t.adminToken)).send({ displayName: 'Bazaar Support' }).expect(200);
    });

    it('gives a new seller whose full name is a staff word a plain suggested display name', async () => {
      const seller = await createSeller(t, { fullName: 'Admin Kumar' });
      expect((await me(seller.token).expect(200)).body.displayName).toMatch(/^Member\d{4}$/);
    });

    it('re-keys existing display names by skeleton (DisplayNameSkeletons): the oldest of names that look alike keeps it, the others get their id', async () => {
      const users = t.dataSource.getRepository(User);
      const old = (displayName: string, days: number) =>
        users.save(
          users.create({
            email: `old-${unique()}@example.com`,
            fullName: 'Old Account',
            passwordHash: '!',
            displayName,
            displayNameKey: displayName.toLowerCase(),
            createdAt: new Date(Date.now() - days * 86_400_000),
          }),
        );
      const [newest, oldest, middle] = [await old('Nish\u0430 of Pune', 10), await old('Nisha of Pune', 30), await old('N\u0456sha of Pune', 20)];
      const runner = t.dataSource.createQueryRunner();
      await keyDisplayNamesBySkeleton(runner).finally(() => runner.release());
      const after = async (id: number) => users.createQueryBuilder('u').addSelect('u.displayNameKey').where('u.id = :id', { id }).getOneOrFail();
      expect(await after(oldest.id)).toMatchObject({ displayName: 'Nisha of Pune', displayNameKey: displayNameKey('Nisha of Pune') });
      expect(await after(middle.id)).toMatchObject({ displayName: `N\u0456sha of Pune-${middle.id}`, displayNameKey: displayNameKey(`N\u0456sha of Pune-${middle.id}`) });
      expect((await after(newest.id)).displayName).toBe(`Nish\u0430 of Pune-${newest.id}`);
      // Everyone else keeps their name, under its new key.
      const seller = await createSeller(t);
      const mine = await after(seller.id);
      expect(mine.displayNameKey).toBe(displayNameKey(mine.displayName as string));
    });

    it.each([
      ['an e-mail address', { displayName: 'me@example.com' }, 'displayName'],
      ['a mail service name', { displayName: 'priya gmail' }, 'displayName'],
      ['a phone number', { displayName: 'Call 98765 43210' }, 'displayName'],
      ['two letters', { displayName: 'ab' }, 'displayName'],
      ['31 letters', { displayName: 'a'.repeat(31) }, 'displayName'],
      ['a megabyte', { displayName: 'a'.repeat(1_000_000) }, 'displayName'],
      ['markup', { displayName: '<b>Bold</b>' }, 'displayName'],
      ['three letters that unfold into 54', { displayName: '\uFDFA'.repeat(3) }, 'displayName'],
      ['a landline', { phone: '0201234567' }, 'phone'],
      ['a one-letter full name', { fullName: 'A' }, 'fullName'],
      ['a text switch', { notifyAds: 'no' }, 'notifyAds'],
      ['an unknown field', { role: 'ADMIN' }, 'role'],
    ])('refuses %s with 400 naming the field, changing nothing', async (_, body, field) => {
      const seller = await createSeller(t);
      const before = (await me(seller.token).expect(200)).body;
      const res = await t.http.put('/api/auth/me').set(bearer(seller.token)).send(body);
      if (field === 'displayName' && res.status === 413) return; // a megabyte is over the body limit before validation
      expectFieldError(res, field);
      expect((await me(seller.token).expect(200)).body).toEqual(before);
    });

    it('needs a session', async () => {
      await t.http.put('/api/auth/me').send({ notifyAds: false }).expect(401);
    });
  });

  describe("the account's language", () => {
    const signUpAndFind = async (account: { email: string }, acceptLanguage?: string) => {
      await signUp(account, acceptLanguage);
      return t.dataSource.getRepository(User).findOneByOrFail({ email: account.email });
    };

    it('is Hindi after a sign-up that prefers Hindi: the verification and reset mails are in Hindi', async () => {
      const account = newAccount();
      const user = await signUpAndFind(account, 'hi-IN,hi;q=0.9,en;q=0.8');
      expect(user.language).toBe('hi');

      const verify = await mail.next(account.email);
      expect(verify.subject).toBe('बाज़ार के लिए अपने ई-मेल की पुष्टि करें');
      expect(verify.text).toMatch(/^नमस्ते Kavya\d{4},\n\nबाज़ार में आपका स्वागत है।/);
      expect(verify.text).toContain('यह लिंक 7 दिन तक काम करेगा।');
      expect(verify.text).toContain('आपको यह मेल इसलिए मिला है क्योंकि बाज़ार (https://bazaar.example) पर आपका खाता है।');
      expect(verify.text).not.toMatch(/Hello|Welcome|Confirm/);
      expect(verify.html).toMatch(/<html lang="hi">/);
      expect(verify.html).toContain('मेरे ई-मेल की पुष्टि करें</a>');
      // The link works as in English.
      const link = linkIn(verify, `${PUBLIC_URL}/verify-email?token=`);
      await t.http
        .post('/api/auth/verify-email')
        .send({ token: link.searchParams.get('token') })
        .expect(200);

      await askForReset(account.email);
      const reset = await mail.next(account.email, 1);
      expect(reset.subject).toBe('अपना बाज़ार पासवर्ड रीसेट करें');
      expect(reset.text).toContain('नया पासवर्ड चुनें:\n');
      expect(reset.html).toMatch(/<html lang="hi">/);
      linkIn(reset, `${PUBLIC_URL}/reset-password?token=`);
      const token = await login(account.email, account.password);
      expect((await me(token).expect(200)).body.language).toBe('hi');
    });

    it('is English for an English or unknown Accept-Language, and without one: the mails are as before', async () => {
      for (const acceptLanguage of ['en-IN,en;q=0.9,hi;q=0.8', 'ta-IN', undefined]) {
        const account = newAccount();
        expect((await signUpAndFind(account, acceptLanguage)).language).toBe('en');
        const verify = await mail.next(account.email);
        expect(verify.subject).toBe('Confirm your e-mail for Bazaar');
        expect(verify.text).toMatch(/^Hello Kavya\d{4},\n\nWelcome to Bazaar\. Please confirm that this is your e-mail address; until you do, you can prepare ads but not publish them\./);
        expect(verify.text).toContain('You get this mail because you have an account at Bazaar (https://bazaar.example).');
        expect(verify.html).toMatch(/<html lang="en">/);
        expect(verify.html).toContain('Confirm my e-mail</a>');
      }
    });

    it('changes on the profile, and the next mails follow it', async () => {
      const seller = await sellerWithMail();
      expect((await me(seller.token).expect(200)).body.language).toBe('en');
      const changed = await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ language: 'hi' }).expect(200);
      expect(changed.body.language).toBe('hi');
      expect(await t.dataSource.getRepository(User).findOneByOrFail({ id: seller.id })).toMatchObject({ language: 'hi' });

      await askForReset(seller.email);
      expect((await mail.next(seller.email, 1)).subject).toBe('अपना बाज़ार पासवर्ड रीसेट करें');
      // The owner of a taken e-mail is told in their own language.
      await signUpAndFind({ ...newAccount(), email: seller.email }, 'en');
      expect((await mail.next(seller.email, 2)).subject).toBe('किसी ने आपके ई-मेल से बाज़ार पर साइन अप करने की कोशिश की');

      await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ language: 'en' }).expect(200);
      await askForReset(seller.email);
      expect((await mail.next(seller.email, 3)).subject).toBe('Reset your Bazaar password');
    });

    it('refuses a language other than en and hi with 400, changing nothing', async () => {
      const seller = await createSeller(t);
      const before = (await me(seller.token).expect(200)).body;
      for (const language of ['xx', 'HI', 'hi-IN', '', 7, ['hi']]) {
        const res = await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ language, fullName: 'Not Saved' });
        expect({ language, status: res.status, body: res.body }).toEqual({ language, status: 400, body: { detail: expect.stringContaining('language'), errors: { language: expect.any(String) } } });
      }
      expect((await me(seller.token).expect(200)).body).toEqual(before);
    });
  });

  describe('payment notices', () => {
    const topUp = async (token: string) =>
      (await t.http.post('/api/seller/transaction/add-money').set(bearer(token)).send({ amount: 500, upiId: 'payer@okaxis', transactionId: transactionId() }).expect(201)).body;
    const review = (id: number, status: string) => t.http.put(`/api/admin/transaction/update-payment-status/${id}/${status}`).set(bearer(t.adminToken)).expect(200);

    it('mails the payer when a top-up is approved or rejected, with a one-click unsubscribe that works without signing in', async () => {
      const seller = await sellerWithMail();
      await review((await topUp(seller.token)).id, 'APPROVED');
      const approved = await mail.next(seller.email, 1);
      expect(approved.subject).toBe('Your top-up of ₹500 was approved');
      expect(approved.text).toContain('Your balance is now ₹500');
      const header = (key: string) => approved.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '');
      const oneClickUrl = new URL(/^<(.+)>$/.exec(header('list-unsubscribe') ?? '')![1]);
      expect(oneClickUrl.origin + oneClickUrl.pathname).toBe(`${PUBLIC_URL}/api/auth/unsubscribe`);
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const page = linkIn(approved, `${PUBLIC_URL}/unsubscribe?token=`);
      expect(page.searchParams.get('token')).toBe(oneClickUrl.searchParams.get('token'));

      // What a mail app does: POST with the RFC 8058 body, no session.
      const done = await t.http
        .post(`/api/auth/unsubscribe?token=${oneClickUrl.searchParams.get('token')}`)
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(done.body.detail).toMatch(/no longer get mails about your top-ups/);
      expect((await me(seller.token).expect(200)).body).toMatchObject({ notifyPayments: false, notifyAds: true });

      await review((await topUp(seller.token)).id, 'REJECTED');
      await new Promise((r) => setTimeout(r, 2000));
      expect(mail.to(seller.email)).toHaveLength(2);
    });

    it('refuses a forged or altered unsubscribe token', async () => {
      const seller = await createSeller(t);
      for (const token of [`${seller.id}.payments.${'A'.repeat(43)}`, 'garbage', `${seller.id}.ads`]) expectDetail(await t.http.post(`/api/auth/unsubscribe?token=${encodeURIComponent(token)}`), 400);
      expect((await me(seller.token).expect(200)).body).toMatchObject({ notifyPayments: true, notifyAds: true });
    });

    it('mails a rejection', async () => {
      const seller = await sellerWithMail();
      await review((await topUp(seller.token)).id, 'REJECTED');
      const rejected = await mail.next(seller.email, 1);
      expect(rejected.subject).toBe('Your top-up of ₹500 was not approved');
      expect(linkIn(rejected, PUBLIC_URL).pathname).toBe('/select-amount');
    });

    it('mails a Hindi payer in Hindi, the amounts in rupees as in English', async () => {
      const seller = await sellerWithMail();
      await t.http.put('/api/auth/me').set(bearer(seller.token)).send({ language: 'hi' }).expect(200);
      const first = await topUp(seller.token);
      await review(first.id, 'APPROVED');
      const approved = await mail.next(seller.email, 1);
      expect(approved.subject).toBe('आपका ₹500 का टॉप-अप मंज़ूर हो गया');
      expect(approved.text).toContain(`आपके वॉलेट का ₹500 का टॉप-अप (UPI रेफ़रेंस ${first.transactionId}) मंज़ूर हो गया है। अब आपका बैलेंस ₹500 है।`);
      expect(approved.html).toContain('<html lang="hi">');

      await review((await topUp(seller.token)).id, 'REJECTED');
      const rejected = await mail.next(seller.email, 2);
      expect(rejected.subject).toBe('आपका ₹500 का टॉप-अप मंज़ूर नहीं हुआ');
      expect(rejected.text).toContain('अगर आपके खाते से पैसे कट गए हैं, तो अपने पेमेंट ऐप में UPI रेफ़रेंस जाँचें और उसे दोबारा भेजें');
      expect(rejected.html).toContain('<html lang="hi">');
      expect(linkIn(rejected, PUBLIC_URL).pathname).toBe('/select-amount');
    });
  });

  describe('unsubscribe links', () => {
    /** A link signed as a mail's would be, to any topic: what the domains registered decides what it does. */
    const follow = (userId: number, topic: string) => t.http.post(`/api/auth/unsubscribe?token=${encodeURIComponent(t.app.get(UnsubscribeLinks).token(userId, topic as UnsubscribeTopic))}`);
    const settings = async (token: string) => {
      const { notifyPayments, notifyAds, notifyMessages } = (await me(token).expect(200)).body;
      return { notifyPayments, notifyAds, notifyMessages };
    };

    it('turns off each mail setting users/ registered, one at a time', async () => {
      const seller = await createSeller(t);
      const off = { notifyPayments: true, notifyAds: true, notifyMessages: true };
      for (const [topic, setting, about] of [
        [MailTopic.Payments, 'notifyPayments', 'your top-ups'],
        [MailTopic.Ads, 'notifyAds', 'your ads'],
        [MailTopic.Messages, 'notifyMessages', 'new messages'],
      ] as const) {
        expect((await follow(seller.id, topic).expect(200)).body).toEqual({ detail: `You will no longer get mails about ${about}.` });
        off[setting] = false;
        expect(await settings(seller.token)).toEqual(off);
      }
    });

    it("deletes the saved search its topic names (saved-searches/ registered the kind), only the link's owner's", async () => {
      const [owner, other] = [await createSeller(t), await createSeller(t)];
      const { slug } = await t.dataSource.getRepository(Category).findOneByOrFail({ id: 1 });
      const search = (await t.http.post('/api/saved-searches').set(bearer(owner.token)).send({ category: slug, keyword: 'harmonium', frequency: 'daily' }).expect(201)).body;
      expect((await follow(other.id, `search-${search.id}`).expect(200)).body.detail).toMatch(/saved search is deleted/);
      expect(await t.dataSource.getRepository(SavedSearch).countBy({ id: search.id })).toBe(1);
      expect((await follow(owner.id, `search-${search.id}`).expect(200)).body).toEqual({ detail: 'Your saved search is deleted: you will get no more mails for it.' });
      expect(await t.dataSource.getRepository(SavedSearch).countBy({ id: search.id })).toBe(0);
    });

    it('refuses a signed link to a topic no domain registered, or with an id where its kind has none (or none where it has), turning nothing off', async () => {
      const seller = await createSeller(t);
      for (const topic of ['wallet', 'payments-1', 'search', 'search-0']) {
        const refused = await follow(seller.id, topic);
        expectDetail(refused, 400, /unsubscribe link is not valid/);
        expect(refused.body.errors).toEqual({ token: 'invalid' });
      }
      expect(await settings(seller.token)).toEqual({ notifyPayments: true, notifyAds: true, notifyMessages: true });
      // Nor is a mail with such a link queued: it would be refused when followed.
      const content = { subject: 'Never', paragraphs: ['Never queued.'] };
      expect(() => t.app.get(Outbox).render('test:unregistered', { userId: seller.id, email: seller.email }, content, 'wallet' as UnsubscribeTopic)).toThrow(/No domain registered/);
    });
  });

  describe('the outbox', () => {
    it('keeps a mail through an SMTP outage and delivers it once the server is back', async () => {
      const seller = await sellerWithMail();
      const before = mail.to(seller.email).length;
      mail.down = true;
      try {
        await askForReset(seller.email);
        const resetMail = async () => (await outboxRows(seller.email)).find((m) => m.eventKey.startsWith('reset-password'));
        for (let waited = 0; !((await resetMail())?.attempts ?? 0); waited += 100) {
          if (waited > 10_000) throw new Error('The worker never tried to send');
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(await resetMail()).toMatchObject({ status: OutboxStatus.Pending, lastError: expect.stringMatching(/451/) });
      } finally {
        mail.down = false;
      }
      await mail.next(seller.email, before);
      await new Promise((r) => setTimeout(r, 1500));
      expect(mail.to(seller.email)).toHaveLength(before + 1);
      expect((await outboxRows(seller.email)).find((m) => m.eventKey.startsWith('reset-password'))).toMatchObject({ status: OutboxStatus.Sent, sentAt: expect.any(Date) });
    });

    it('takes over a mail whose sender died holding it, once the claim lapses, and leaves a live claim alone', async () => {
      const repo = t.dataSource.getRepository(OutboxMail);
      const base = { subject: 'Test', text: 'Hello', html: '<p>Hello</p>', nextAttemptAt: new Date(Date.now() - 1000) };
      const lapsed = `lapsed-${unique()}@example.com`;
      const held = `held-${unique()}@example.com`;
      await repo.insert({ ...base, eventKey: `test:${lapsed}`, toAddress: lapsed, claimedBy: 'a-dead-instance', claimedUntil: new Date(Date.now() - 1000) });
      await repo.insert({ ...base, eventKey: `test:${held}`, toAddress: held, claimedBy: 'a-live-instance', claimedUntil: new Date(Date.now() + 60_000) });
      await mail.next(lapsed);
      await new Promise((r) => setTimeout(r, 1500));
      expect(mail.to(held)).toEqual([]);
      expect(await repo.findOneByOrFail({ toAddress: held })).toMatchObject({ status: OutboxStatus.Pending, claimedBy: 'a-live-instance' });
    });

    it('sends a burst of mails in rounds of 20, each claimed in one commit and recorded in another', async () => {
      const repo = t.dataSource.getRepository(OutboxMail);
      const to = Array.from({ length: 25 }, (_, i) => `burst-${i}-${unique()}@example.com`);
      const later = new Date(Date.now() + 3_600_000);
      await repo.insert(to.map((address) => ({ eventKey: `test:${address}`, toAddress: address, subject: 'Burst', text: 'Hello', html: '<p>Hello</p>', nextAttemptAt: later })));
      const commits = countCommits(t.dataSource);
      try {
        await repo.update({ toAddress: In(to) }, { nextAttemptAt: new Date(Date.now() - 1000) });
        for (const address of to) await mail.next(address);
        for (let waited = 0; (await repo.countBy({ toAddress: In(to), status: OutboxStatus.Sent })) < to.length; waited += 100) {
          if (waited > 10_000) throw new Error('the burst was never all marked sent');
          await new Promise((r) => setTimeout(r, 100));
        }
        // Two rounds (20 + 5), a claim and a record each; one commit a mail or more would be 25 to 50.
        expect(commits.count).toBeLessThanOrEqual(6);
      } finally {
        commits.stop();
      }
      expect(await repo.findBy({ toAddress: In(to) })).toEqual(to.map(() => expect.objectContaining({ status: OutboxStatus.Sent, attempts: 1, claimedBy: null, claimedUntil: null })));
      expect(to.map((address) => mail.to(address).length)).toEqual(to.map(() => 1));
    });

    it('queues one mail per event: the same event queued twice is mailed once', async () => {
      const outbox = t.app.get(Outbox);
      const to = `event-${unique()}@example.com`;
      const queued = await Promise.all([1, 2].map(() => outbox.queue(t.dataSource.manager, `test-event:${to}`, { email: to }, { subject: 'Once', paragraphs: ['Only once.'] })));
      expect(queued.sort()).toEqual([false, true]);
      await mail.next(to);
      await new Promise((r) => setTimeout(r, 1500));
      expect(mail.to(to)).toHaveLength(1);
    });
  });
});

describe('mail without an SMTP server', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('writes each mail as an .eml file under DATA_DIR/outbox/, readable by the app only', async () => {
    const account = { fullName: 'Offline Person', email: `offline-${unique()}@example.com`, password: 'offline-password' };
    await t.http
      .post('/api/admins')
      .set(await solvedChallenge(t))
      .send(account)
      .expect(201);
    const dir = t.config.mail.outboxDir;
    let file: string | undefined;
    for (let waited = 0; !file && waited < 10_000; waited += 100) {
      file = existsSync(dir) ? readdirSync(dir).find((name) => name.endsWith('-verify-email.eml')) : undefined;
      if (!file) await new Promise((r) => setTimeout(r, 100));
    }
    expect(file).toBeDefined();
    expect(statSync(join(dir, file!)).mode & 0o077).toBe(0);
    const message = await simpleParser(readFileSync(join(dir, file!)));
    expect(message.to).toMatchObject({ text: account.email });
    expect(message.subject).toBe('Confirm your e-mail for Bazaar');
    expect(linkIn(message, `${t.config.publicUrl}/verify-email?token=`).searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });
});
