import { solvedChallenge } from './challenge-helpers';
import { createTestApp, ADMIN, type TestApp } from './create-test-app';
import { bearer, createSeller, unique } from './factories';
import { In, IsNull } from 'typeorm';
import { AuditEntry } from '../src/audit/audit-entry.entity';
import { Role } from '../src/common/auth/role';
import { SeedService } from '../src/seeds/seed.service';
import { User } from '../src/users/user.entity';
import { PRIVACY_NOTICE_VERSION } from '../src/users/privacy-notice';

describe('accounts and auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('POST /api/admins (sign-up)', () => {
    it('creates a seller without a token, never an admin', async () => {
      const res = await t.http
        .post('/api/admins')
        .set(await solvedChallenge(t))
        .send({ fullName: 'Asha Verma', email: 'Asha@Example.com', password: 'long-enough' })
        .expect(201);
      // The same answer whether or not the e-mail was taken (auth-mail.e2e-spec.ts): no id, no name.
      expect(res.body).toEqual({ email: 'asha@example.com', detail: expect.stringContaining('We have sent a message to asha@example.com') });
      const stored = await t.dataSource.getRepository(User).createQueryBuilder('u').addSelect('u.passwordHash').where('u.email = :e', { e: 'asha@example.com' }).getOneOrFail();
      expect(stored).toMatchObject({ fullName: 'Asha Verma', role: 'USER', emailVerified: false });
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('creates an admin with an admin token', async () => {
      const res = await t.http.post('/api/admins').set(bearer(t.adminToken)).send({ fullName: 'Second Admin', email: 'admin2@example.com', password: 'long-enough' }).expect(201);
      expect(res.body.role).toBe('ADMIN');
    });

    it("creates only a seller with a seller's token", async () => {
      const seller = await createSeller(t);
      await t.http
        .post('/api/admins')
        .set({ ...bearer(seller.token), ...(await solvedChallenge(t)) })
        .send({ fullName: 'Sneaky', email: 'sneaky@example.com', password: 'long-enough' })
        .expect(201);
      expect((await t.dataSource.getRepository(User).findOneByOrFail({ email: 'sneaky@example.com' })).role).toBe('USER');
    });

    it('makes no second account for an e-mail, whatever its case: a sign-up answers as before, an admin creating one gets 409', async () => {
      const first = await t.http
        .post('/api/admins')
        .set(await solvedChallenge(t))
        .send({ fullName: 'Dup', email: 'dup@example.com', password: 'long-enough' })
        .expect(201);
      const again = await t.http
        .post('/api/admins')
        .set(await solvedChallenge(t))
        .send({ fullName: 'Dup', email: 'DUP@example.com', password: 'long-enough' })
        .expect(201);
      expect(again.body).toEqual(first.body);
      expect(await t.dataSource.getRepository(User).countBy({ email: 'dup@example.com' })).toBe(1);
      const res = await t.http.post('/api/admins').set(bearer(t.adminToken)).send({ fullName: 'Dup', email: 'DUP@example.com', password: 'long-enough' }).expect(409);
      expect(res.body.detail).toMatch(/already exists/);
    });

    it.each([
      ['a missing field', { email: 'x@example.com', password: 'long-enough' }, 'fullName'],
      ['a bad e-mail', { fullName: 'X Y', email: 'not-an-email', password: 'long-enough' }, 'email'],
      ['a short password', { fullName: 'X Y', email: 'short@example.com', password: 'short' }, 'password'],
      ['a wrong type', { fullName: 42, email: 'type@example.com', password: 'long-enough' }, 'fullName'],
      ['an unknown field', { fullName: 'X Y', email: 'role@example.com', password: 'long-enough', role: 'ADMIN' }, 'role'],
    ])('answers 400 naming the field for %s', async (_, body, field) => {
      const res = await t.http
        .post('/api/admins')
        .set(await solvedChallenge(t))
        .send(body)
        .expect(400);
      expect(res.body.detail).toEqual(expect.any(String));
      expect(res.body.errors).toHaveProperty(field);
    });

    it('answers 400 to a malformed JSON body', async () => {
      const res = await t.http.post('/api/admins').set('Content-Type', 'application/json').send('{"email": ').expect(400);
      expect(res.body.detail).toEqual(expect.any(String));
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers a token, e-mail, name and role', async () => {
      const res = await t.http.post('/api/auth/login').send(ADMIN).expect(200);
      expect(res.body).toMatchObject({ token: expect.any(String), email: ADMIN.email, fullName: 'Administrator', role: 'ADMIN' });
    });

    it('answers 401 to a wrong password or an unknown account, with the same detail', async () => {
      const wrong = await t.http.post('/api/auth/login').send({ email: ADMIN.email, password: 'wrong-password' }).expect(401);
      const unknown = await t.http.post('/api/auth/login').send({ email: 'nobody@example.com', password: 'wrong-password' }).expect(401);
      expect(wrong.body.detail).toBe(unknown.body.detail);
    });

    it('answers 400 when a field is missing', async () => {
      const res = await t.http.post('/api/auth/login').send({ email: ADMIN.email }).expect(400);
      expect(res.body.errors).toHaveProperty('password');
    });

    it('refuses a blocked user, and their existing token stops working', async () => {
      const seller = await createSeller(t);
      await t.http.get('/api/auth/me').set(bearer(seller.token)).expect(200);
      await t.dataSource.getRepository(User).update({ id: seller.id }, { blocked: true });
      const res = await t.http.post('/api/auth/login').send({ email: seller.email, password: seller.password }).expect(403);
      expect(res.body.detail).toMatch(/blocked/);
      await t.http.get('/api/auth/me').set(bearer(seller.token)).expect(401);
    });
  });

  describe('GET /api/auth/me', () => {
    it("answers the caller's profile with a wallet balance", async () => {
      const seller = await createSeller(t, { fullName: 'Me Myself' });
      const res = await t.http.get('/api/auth/me').set(bearer(seller.token)).expect(200);
      expect(res.body).toEqual({
        id: seller.id,
        email: seller.email,
        fullName: 'Me Myself',
        role: 'USER',
        walletBalance: 0,
        displayName: expect.stringMatching(/^Me\d{4}$/),
        phone: null,
        publicPage: true,
        emailVerified: true,
        mustChangePassword: false,
        notifyPayments: true,
        notifyAds: true,
        notifyMessages: true,
        language: 'en',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        currentNoticeVersion: PRIVACY_NOTICE_VERSION,
      });
    });

    it('answers 401 without a token, with a tampered token and with a token signed by another key', async () => {
      await t.http.get('/api/auth/me').expect(401);
      const tampered = t.adminToken.slice(0, -4) + (t.adminToken.endsWith('AAAA') ? 'BBBB' : 'AAAA');
      await t.http.get('/api/auth/me').set(bearer(tampered)).expect(401);
      const { JwtService } = await import('@nestjs/jwt');
      const forged = await new JwtService({ secret: 'another-secret-another-secret-another' }).signAsync({ sub: 1, role: 'ADMIN' });
      const res = await t.http.get('/api/auth/me').set(bearer(forged)).expect(401);
      expect(res.body).toEqual({ detail: expect.any(String) });
    });

    it('answers 401 to an expired token', async () => {
      const { JwtService } = await import('@nestjs/jwt');
      const expired = await new JwtService({ secret: t.config.jwtSecret }).signAsync({ sub: 1, role: 'ADMIN' }, { expiresIn: -10 });
      await t.http.get('/api/auth/me').set(bearer(expired)).expect(401);
    });
  });

  describe('admins', () => {
    const users = () => t.dataSource.getRepository(User);
    const activeAdmins = () => users().findBy({ role: Role.Admin, blocked: false, deletedAt: IsNull() });

    /** An admin made through `route` by the tests' admin, signed in once it has chosen its own password, as the console asks. */
    const newAdmin = async (route: '/api/admins' | '/api/admin/ra/users' = '/api/admins') => {
      const account = { fullName: 'Other Admin', email: `admin-${unique()}@example.com`, password: 'chosen-by-creator' };
      const made = await t.http.post(route).set(bearer(t.adminToken)).send(account).expect(201);
      const first = (await t.http.post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200)).body;
      expect(first.mustChangePassword).toBe(true);
      await t.http.get('/api/admin/ra/users').set(bearer(first.token)).expect(403);
      await t.http.post('/api/auth/change-password').set(bearer(first.token)).send({ currentPassword: account.password, newPassword: 'my-own-password' }).expect(200);
      return { id: made.body.id as number, token: first.token as string, password: 'my-own-password' };
    };

    /** Runs `work` while the tests' admin (and every other admin but `keep`) cannot sign in, then lets them back. */
    const withOnlyAdmins = async (keep: number[], work: () => Promise<void>) => {
      const others = (await activeAdmins()).filter((admin) => !keep.includes(admin.id)).map((admin) => admin.id);
      await users().update({ id: In(others) }, { blocked: true });
      try {
        await work();
      } finally {
        await users().update({ id: In(others) }, { blocked: false });
      }
    };

    it.each(['/api/admins', '/api/admin/ra/users'] as const)('an admin made through %s is in the audit log and must replace the password its creator chose', async (route) => {
      const admin = await newAdmin(route);
      const entry = await t.dataSource.getRepository(AuditEntry).findOneByOrFail({ kind: 'user', targetId: admin.id });
      expect(entry).toMatchObject({ adminEmail: ADMIN.email, action: `POST ${route}` });
      expect(JSON.parse(entry.after ?? '{}')).toMatchObject({ role: 'ADMIN' });
    });

    it('refuses to delete the last active admin (409, in English and Hindi), and lets one of two go', async () => {
      const seeded = await users().findOneByOrFail({ email: ADMIN.email });
      await withOnlyAdmins([seeded.id], async () => {
        const refused = await t.http.delete('/api/auth/me').set(bearer(t.adminToken)).send({ password: ADMIN.password }).expect(409);
        expect(refused.body.detail).toMatch(/last active admin/);
        const hindi = await t.http.delete('/api/auth/me').set(bearer(t.adminToken)).set('Accept-Language', 'hi').send({ password: ADMIN.password }).expect(409);
        expect(hindi.body.detail).toMatch(/आख़िरी सक्रिय एडमिन/);
        expect(await users().findOneByOrFail({ id: seeded.id })).toMatchObject({ deletedAt: null, email: ADMIN.email });
        await t.http.post('/api/auth/login').send(ADMIN).expect(200);
      });
      const other = await newAdmin();
      await t.http.delete('/api/auth/me').set(bearer(other.token)).send({ password: other.password }).expect(200);
    });

    it('leaves an admin when the only two remove each other at once (deleting themselves, or blocking each other)', async () => {
      for (let round = 0; round < 3; round++) {
        const [a, b] = [await newAdmin(), await newAdmin()];
        await withOnlyAdmins([a.id, b.id], async () => {
          const answers =
            round === 0
              ? await Promise.all([a, b].map((admin) => t.http.delete('/api/auth/me').set(bearer(admin.token)).send({ password: admin.password })))
              : await Promise.all([t.http.put(`/api/admin/ra/users/${b.id}`).set(bearer(a.token)).send({ blocked: true }), t.http.put(`/api/admin/users/block/${a.id}`).set(bearer(b.token))]);
          expect(answers.map((res) => res.status).filter((status) => status === 200)).toHaveLength(1);
          expect((await activeAdmins()).filter((admin) => [a.id, b.id].includes(admin.id))).toHaveLength(1);
        });
      }
    });

    it('at start, makes an admin when no admin can sign in (deleted and blocked ones do not count), and none while one can', async () => {
      const seeds = t.app.get(SeedService);
      const gone = await newAdmin();
      await t.http.delete('/api/auth/me').set(bearer(gone.token)).send({ password: gone.password }).expect(200);
      const admins = await users().countBy({ role: Role.Admin });
      await seeds.onApplicationBootstrap();
      expect(await users().countBy({ role: Role.Admin })).toBe(admins);
      const config = t.config.admin as { email?: string };
      await withOnlyAdmins([], async () => {
        // The configured address belongs to a blocked admin: the start goes on (its log says why no admin is made).
        await seeds.onApplicationBootstrap();
        expect(await users().countBy({ role: Role.Admin })).toBe(admins);
        config.email = 'next-admin@bazaar.test';
        try {
          await seeds.onApplicationBootstrap();
        } finally {
          config.email = ADMIN.email;
        }
        expect(await users().findOneByOrFail({ email: 'next-admin@bazaar.test' })).toMatchObject({ role: 'ADMIN', blocked: false });
      });
    });
  });
});
