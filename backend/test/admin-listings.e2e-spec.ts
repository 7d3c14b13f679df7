import { solvedChallenge } from './challenge-helpers';
import { createTestApp, ADMIN, type TestApp } from './create-test-app';
import { bearer, createSeller, image, postAd, unique } from './factories';
import { describeAdminOnly, expectDetail, expectFieldError, uploadExists } from './catalogue-helpers';
import { Ad } from '../src/ads/ad.entity';
import { AdStatus } from '../src/ads/ad-status';
import { Report } from '../src/ads/report.entity';
import { User } from '../src/users/user.entity';

const DAY = 24 * 3600_000;

/** The admin back office: listings, reports, users, dashboard counts, packages, time slots and the blog. */
describe('admin: listings, moderation and back office', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let seller: Awaited<ReturnType<typeof createSeller>>;
  const ads = () => t.dataSource.getRepository(Ad);
  /** A console resource refuses a bad body on create and on update, naming the field, and changes nothing. */
  const expectRefusedOnWrite = async (resource: string, body: object, field: string) => {
    const before = (await t.http.get(resource).set(admin).expect(200)).body;
    expectFieldError(await t.http.post(resource).set(admin).send(body), field);
    expectFieldError(await t.http.put(`${resource}/${before[0].id}`).set(admin).send(body), field);
    expect((await t.http.get(resource).set(admin).expect(200)).body).toEqual(before);
  };
  /** A console resource answers 404 to reading, changing and deleting an id it does not have. */
  const expectMissing = async (resource: string, change: object) => {
    expectDetail(await t.http.get(`${resource}/987654`).set(admin), 404);
    expectDetail(await t.http.put(`${resource}/987654`).set(admin).send(change), 404);
    expectDetail(await t.http.delete(`${resource}/987654`).set(admin), 404);
  };

  /** A seller's ad made ACTIVE by an admin, so that it is public. */
  async function activeAd(token = seller.token, input = {}) {
    const ad = (await postAd(t.http, token, input)).body;
    await t.http.put(`/api/admin/post/activate/${ad.id}`).set(admin).expect(200);
    return ad;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(t.adminToken);
    seller = await createSeller(t, { fullName: 'Rohan Mehta' });
  });
  afterAll(() => t.close());

  describeAdminOnly(
    () => t,
    [
      ['get', '/api/admin/post/get-all-posts'],
      ['get', '/api/admin/post/get-post/1'],
      ['put', '/api/admin/post/update/1'],
      ['put', '/api/admin/post/activate/1'],
      ['put', '/api/admin/post/deactivate/1'],
      ['delete', '/api/admin/post/delete/1'],
      ['get', '/api/admin/reports'],
      ['put', '/api/admin/reports/resolve/1'],
      ['get', '/api/admin/users'],
      ['put', '/api/admin/users/block/1'],
      ['put', '/api/admin/users/unblock/1'],
      ['get', '/api/admin/dashboard/stats'],
      ['get', '/api/admin/packages'],
      ['post', '/api/admin/packages'],
      ['get', '/api/admin/packages/1'],
      ['put', '/api/admin/packages/1'],
      ['delete', '/api/admin/packages/1'],
      ['get', '/api/admin/time-slots'],
      ['post', '/api/admin/time-slots'],
      ['get', '/api/admin/time-slots/1'],
      ['put', '/api/admin/time-slots/1'],
      ['delete', '/api/admin/time-slots/1'],
      ['get', '/api/admin/blogs'],
      ['post', '/api/admin/blogs'],
      ['get', '/api/admin/blogs/1'],
      ['put', '/api/admin/blogs/1'],
      ['delete', '/api/admin/blogs/1'],
      ['post', '/api/admin/blogs/1/comments'],
      ['put', '/api/admin/blogs/1/comments/1'],
      ['delete', '/api/admin/blogs/1/comments/1'],
    ],
  );

  describe('admin/post', () => {
    it("get-all-posts lists ads newest first with the seed's fields and the total in X-Total-Count", async () => {
      const ad = (await postAd(t.http, seller.token, { title: 'Newest ad for the admin list', phone: '+91 91234 56780', age: 33, images: 2 })).body;
      const res = await t.http.get('/api/admin/post/get-all-posts').set(admin).expect(200);
      expect(res.headers['x-total-count']).toBe(String(await ads().count()));
      expect(res.body[0]).toMatchObject({
        id: ad.id,
        catagory: ad.category.title,
        category: ad.category.title,
        categoryId: ad.category.id,
        title: 'Newest ad for the admin list',
        description: ad.description,
        phone: '9123456780',
        images: ad.images.map((i: { url: string }) => i.url),
        userName: 'Rohan Mehta',
        sellerEmail: seller.email,
        location: ad.location.district,
        locationId: ad.location.id,
        state: ad.location.state,
        age: 33,
        status: 'INACTIVE',
        verifiedEmail: true, // the seller's e-mail (createSeller verifies it)
        views: 0,
        createdAt: expect.any(String),
        expiresAt: null,
        promotedUntil: null,
      });
    });

    it('get-all-posts pages and filters by status', async () => {
      for (let i = 0; i < 3; i++) await postAd(t.http, seller.token);
      await activeAd();
      const total = await ads().count();
      const active = await ads().countBy({ status: AdStatus.Active });

      const page1 = await t.http.get('/api/admin/post/get-all-posts?page=1&pageSize=2').set(admin).expect(200);
      const page2 = await t.http.get('/api/admin/post/get-all-posts?page=2&pageSize=2').set(admin).expect(200);
      expect(page1.body).toHaveLength(2);
      expect(page2.body).toHaveLength(2);
      expect(page1.headers['x-total-count']).toBe(String(total));
      const all = await t.http.get('/api/admin/post/get-all-posts?pageSize=100').set(admin).expect(200);
      expect([...page1.body, ...page2.body].map((a: { id: number }) => a.id)).toEqual(all.body.slice(0, 4).map((a: { id: number }) => a.id));
      const beyond = await t.http.get('/api/admin/post/get-all-posts?page=1000&pageSize=2').set(admin).expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe(String(total));

      const onlyActive = await t.http.get('/api/admin/post/get-all-posts?status=ACTIVE&pageSize=100').set(admin).expect(200);
      expect(onlyActive.headers['x-total-count']).toBe(String(active));
      expect(onlyActive.body.every((a: { status: string }) => a.status === 'ACTIVE')).toBe(true);
      const onlyInactive = await t.http.get('/api/admin/post/get-all-posts?status=INACTIVE&pageSize=100').set(admin).expect(200);
      expect(Number(onlyInactive.headers['x-total-count'])).toBe(total - active);
    });

    it.each(['status=DELETED', 'status=active', 'pageSize=101', 'pageSize=0', 'page=0', 'page=x'])('get-all-posts answers 400 to %s', async (query) => {
      expectDetail(await t.http.get(`/api/admin/post/get-all-posts?${query}`).set(admin), 400);
    });

    it('get-post answers any ad, active or not; 404 for a missing one, 400 for a bad id', async () => {
      const ad = (await postAd(t.http, seller.token)).body;
      const res = await t.http.get(`/api/admin/post/get-post/${ad.id}`).set(admin).expect(200);
      expect(res.body).toMatchObject({ id: ad.id, status: 'INACTIVE', catagory: ad.category.title, userName: 'Rohan Mehta' });
      expectDetail(await t.http.get('/api/admin/post/get-post/987654').set(admin), 404, /987654/);
      expectFieldError(await t.http.get('/api/admin/post/get-post/abc').set(admin), 'id');
    });

    it("update changes the fields sent, and the Verified Email switch sets the seller's own state", async () => {
      const owner = await createSeller(t, {}, { verified: false });
      const ad = (await postAd(t.http, owner.token, { age: 40 })).body;
      const sellerVerified = async () => (await t.dataSource.getRepository(User).findOneByOrFail({ id: owner.id })).emailVerified;
      const res = await t.http
        .put(`/api/admin/post/update/${ad.id}`)
        .set(admin)
        .send({ title: 'Edited by the moderators', description: 'A description rewritten by an admin to be clearer.', phone: '+91 8888877777', categoryId: 2, locationId: 5, verifiedEmail: true })
        .expect(200);
      expect(res.body).toMatchObject({ id: ad.id, title: 'Edited by the moderators', phone: '8888877777', categoryId: 2, locationId: 5, age: 40, verifiedEmail: true, status: 'INACTIVE' });
      expect((await t.http.get(`/api/admin/post/get-post/${ad.id}`).set(admin)).body).toMatchObject({ title: 'Edited by the moderators', verifiedEmail: true });
      expect(await ads().findOneByOrFail({ id: ad.id })).toMatchObject({ age: 40, phone: '8888877777' });
      expect(await sellerVerified()).toBe(true);
      // Now verified, the seller may publish.
      await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(owner.token)).expect(200);

      await t.http.put(`/api/admin/post/update/${ad.id}`).set(admin).send({ verifiedEmail: false }).expect(200);
      expect(await sellerVerified()).toBe(false);
      expect(await ads().findOneByOrFail({ id: ad.id })).toMatchObject({ title: 'Edited by the moderators' });
    });

    it.each([
      ['a short title', { title: 'Short' }, 'title'],
      ['age 17', { age: 17 }, 'age'],
      ['a bad phone', { phone: '5555555555' }, 'phone'],
      ['verifiedEmail as text', { verifiedEmail: 'yes' }, 'verifiedEmail'],
      ['an unknown category', { categoryId: 987654 }, 'categoryId'],
      ['a status (use activate/deactivate)', { status: 'ACTIVE' }, 'status'],
      ['views', { views: 1000 }, 'views'],
      ['a null title', { title: null }, 'title'],
      ['a null phone', { phone: null }, 'phone'],
      ['a null age', { age: null }, 'age'],
      ['a null category', { categoryId: null }, 'categoryId'],
      ['a null Verified Email', { verifiedEmail: null }, 'verifiedEmail'],
    ])('update refuses %s with 400 naming the field, changing nothing', async (_, body, field) => {
      const ad = (await postAd(t.http, seller.token)).body;
      const before = await ads().findOneByOrFail({ id: ad.id });
      expectFieldError(await t.http.put(`/api/admin/post/update/${ad.id}`).set(admin).send(body), field);
      expect(await ads().findOneByOrFail({ id: ad.id })).toEqual(before);
    });

    it('update answers 404 for a missing ad', async () => {
      expectDetail(await t.http.put('/api/admin/post/update/987654').set(admin).send({ verifiedEmail: true }), 404);
    });

    it('activate makes the ad public for FREE_AD_DAYS when it has no running expiry, and keeps a running one', async () => {
      const ad = (await postAd(t.http, seller.token)).body;
      await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(404);
      const res = await t.http.put(`/api/admin/post/activate/${ad.id}`).set(admin).expect(200);
      expect(res.body.status).toBe('ACTIVE');
      const days = (new Date(res.body.expiresAt).getTime() - Date.now()) / DAY;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThan(7.1);
      await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(200);

      const running = new Date(Date.now() + 20 * DAY);
      await ads().update({ id: ad.id }, { status: AdStatus.Inactive, expiresAt: running });
      const again = await t.http.put(`/api/admin/post/activate/${ad.id}`).set(admin).expect(200);
      expect(Math.abs(new Date(again.body.expiresAt).getTime() - running.getTime())).toBeLessThan(1000);

      await ads().update({ id: ad.id }, { status: AdStatus.Inactive, expiresAt: new Date(Date.now() - DAY) });
      const renewed = await t.http.put(`/api/admin/post/activate/${ad.id}`).set(admin).expect(200);
      expect(new Date(renewed.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
      await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(200);
    });

    it('deactivate takes the ad down: the public page answers 404', async () => {
      const ad = await activeAd();
      await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(200);
      const res = await t.http.put(`/api/admin/post/deactivate/${ad.id}`).set(admin).expect(200);
      expect(res.body.status).toBe('INACTIVE');
      expectDetail(await t.http.get(`/api/dashboard/get-post/${ad.id}`), 404);
      const mine = await t.http.get('/api/seller/post/my-ads?pageSize=100').set(bearer(seller.token)).expect(200);
      expect(mine.body.items.find((a: { id: number }) => a.id === ad.id).status).toBe('INACTIVE');
    });

    it('activate and deactivate answer 404 for a missing ad and 400 for a bad id', async () => {
      for (const action of ['activate', 'deactivate']) {
        expectDetail(await t.http.put(`/api/admin/post/${action}/987654`).set(admin), 404);
        expectFieldError(await t.http.put(`/api/admin/post/${action}/x1`).set(admin), 'id');
      }
    });

    it('delete removes the ad, its photo files and its reports', async () => {
      const ad = await activeAd(seller.token, { images: 2 });
      await t.http
        .post(`/api/dashboard/report-post/${ad.id}`)
        .set(await solvedChallenge(t))
        .send({ reason: 'SPAM' })
        .expect(201);
      await t.http.delete(`/api/admin/post/delete/${ad.id}`).set(admin).expect(204);
      expect(await ads().existsBy({ id: ad.id })).toBe(false);
      expect(await t.dataSource.getRepository(Report).countBy({ ad: { id: ad.id } })).toBe(0);
      for (const { url, thumbUrl } of ad.images) {
        expect(uploadExists(t, url)).toBe(false);
        expect(uploadExists(t, thumbUrl)).toBe(false);
      }
      expectDetail(await t.http.get(`/api/admin/post/get-post/${ad.id}`).set(admin), 404);
      expectDetail(await t.http.delete(`/api/admin/post/delete/${ad.id}`).set(admin), 404);
    });
  });

  describe('admin/reports', () => {
    const report = async (adId: number, reason = 'SPAM', details?: string) =>
      (
        await t.http
          .post(`/api/dashboard/report-post/${adId}`)
          .set(await solvedChallenge(t))
          .send({ reason, details })
          .expect(201)
      ).body.id as number;

    it('lists reports newest first with the ad, the total in X-Total-Count, filtered by status', async () => {
      const ad = await activeAd(seller.token, { title: 'An ad that visitors reported' });
      const first = await report(ad.id, 'FRAUD', 'Wants money first');
      const second = await report(ad.id, 'SPAM');
      const res = await t.http.get('/api/admin/reports').set(admin).expect(200);
      expect(res.headers['x-total-count']).toBe(String(await t.dataSource.getRepository(Report).count()));
      expect(res.body.slice(0, 2).map((r: { id: number }) => r.id)).toEqual([second, first]);
      expect(res.body[1]).toEqual({
        id: first,
        adId: ad.id,
        adTitle: 'An ad that visitors reported',
        adStatus: 'ACTIVE',
        reason: 'FRAUD',
        details: 'Wants money first',
        conversationId: null,
        status: 'OPEN',
        createdAt: expect.any(String),
        resolvedAt: null,
      });
      const paged = await t.http.get('/api/admin/reports?page=1&pageSize=1').set(admin).expect(200);
      expect(paged.body.map((r: { id: number }) => r.id)).toEqual([second]);
      const open = await t.http.get('/api/admin/reports?status=OPEN&pageSize=100').set(admin).expect(200);
      expect(open.body.every((r: { status: string }) => r.status === 'OPEN')).toBe(true);
      expectDetail(await t.http.get('/api/admin/reports?status=CLOSED').set(admin), 400);
    });

    it('DEACTIVATE resolves the report and takes the ad down; resolving again is 409', async () => {
      const ad = await activeAd();
      const id = await report(ad.id);
      const res = await t.http.put(`/api/admin/reports/resolve/${id}`).set(admin).send({ action: 'DEACTIVATE' }).expect(200);
      expect(res.body).toMatchObject({ id, status: 'RESOLVED', adStatus: 'INACTIVE', resolvedAt: expect.any(String) });
      expect((await ads().findOneByOrFail({ id: ad.id })).status).toBe(AdStatus.Inactive);
      await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(404);
      expectDetail(await t.http.put(`/api/admin/reports/resolve/${id}`).set(admin).send({ action: 'DEACTIVATE' }), 409, /already/);
      expectDetail(await t.http.put(`/api/admin/reports/resolve/${id}`).set(admin).send({ action: 'DISMISS' }), 409);
      const resolved = await t.http.get('/api/admin/reports?status=RESOLVED&pageSize=100').set(admin).expect(200);
      expect(resolved.body.map((r: { id: number }) => r.id)).toContain(id);
    });

    it('DISMISS closes the report and leaves the ad up; resolving again is 409', async () => {
      const ad = await activeAd();
      const id = await report(ad.id);
      const res = await t.http.put(`/api/admin/reports/resolve/${id}`).set(admin).send({ action: 'DISMISS' }).expect(200);
      expect(res.body).toMatchObject({ id, status: 'DISMISSED', adStatus: 'ACTIVE' });
      await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(200);
      expectDetail(await t.http.put(`/api/admin/reports/resolve/${id}`).set(admin).send({ action: 'DISMISS' }), 409);
    });

    it('refuses an unknown action with 400 and answers 404 for a missing report', async () => {
      const ad = await activeAd();
      const id = await report(ad.id);
      expectFieldError(await t.http.put(`/api/admin/reports/resolve/${id}`).set(admin).send({ action: 'DELETE' }), 'action');
      expectFieldError(await t.http.put(`/api/admin/reports/resolve/${id}`).set(admin).send({}), 'action');
      expectDetail(await t.http.put('/api/admin/reports/resolve/987654').set(admin).send({ action: 'DISMISS' }), 404);
      expectFieldError(await t.http.put('/api/admin/reports/resolve/abc').set(admin).send({ action: 'DISMISS' }), 'id');
      expect((await t.dataSource.getRepository(Report).findOneByOrFail({ id })).status).toBe('OPEN');
    });
  });

  describe('admin/users', () => {
    it('lists accounts newest first with the total in X-Total-Count, never a password hash', async () => {
      const newest = await createSeller(t, { fullName: 'Newest Person' });
      const res = await t.http.get('/api/admin/users').set(admin).expect(200);
      expect(res.headers['x-total-count']).toBe(String(await t.dataSource.getRepository(User).count()));
      expect(res.body[0]).toEqual({ id: newest.id, email: newest.email, fullName: 'Newest Person', role: 'USER', blocked: false, createdAt: expect.any(String) });
      expect(JSON.stringify(res.body)).not.toMatch(/argon|passwordHash/);
      const paged = await t.http.get('/api/admin/users?page=2&pageSize=1').set(admin).expect(200);
      expect(paged.body).toHaveLength(1);
      expect(paged.body[0].id).toBe(res.body[1].id);
    });

    it('filters by a case-insensitive part of the e-mail or name, and by role', async () => {
      const tag = unique();
      const byEmail = await createSeller(t, { email: `findme.${tag}@example.com`, fullName: 'Plain Name' });
      const byName = await createSeller(t, { fullName: `Zoya FindMe ${tag}` });
      const q = await t.http
        .get(`/api/admin/users?q=${encodeURIComponent(`FINDME.${tag.toUpperCase()}`)}`)
        .set(admin)
        .expect(200);
      expect(q.body.map((u: { id: number }) => u.id)).toEqual([byEmail.id]);
      const q2 = await t.http.get(`/api/admin/users?q=findme`).set(admin).expect(200);
      expect(q2.body.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([byEmail.id, byName.id]));
      expect(q2.headers['x-total-count']).toBe(String(q2.body.length));
      const none = await t.http.get('/api/admin/users?q=%25').set(admin).expect(200);
      expect(none.body).toEqual([]);
      expect(none.headers['x-total-count']).toBe('0');
      const admins = await t.http.get('/api/admin/users?role=ADMIN').set(admin).expect(200);
      expect(admins.body.map((u: { email: string }) => u.email)).toContain(ADMIN.email);
      expect(admins.body.every((u: { role: string }) => u.role === 'ADMIN')).toBe(true);
      const users = await t.http.get(`/api/admin/users?role=USER&q=${tag}`).set(admin).expect(200);
      expect(users.body.map((u: { id: number }) => u.id).sort()).toEqual([byEmail.id, byName.id].sort());
    });

    it.each(['role=OWNER', 'pageSize=101', 'page=0', 'blocked=true'])('answers 400 to %s', async (query) => {
      expectDetail(await t.http.get(`/api/admin/users?${query}`).set(admin), 400);
    });

    it('block stops the user logging in (403) and their token (401); unblock lets them back', async () => {
      const victim = await createSeller(t);
      const res = await t.http.put(`/api/admin/users/block/${victim.id}`).set(admin).expect(200);
      expect(res.body).toMatchObject({ id: victim.id, blocked: true });
      expectDetail(await t.http.post('/api/auth/login').send({ email: victim.email, password: victim.password }), 403, /blocked/);
      expectDetail(await t.http.get('/api/auth/me').set(bearer(victim.token)), 401);
      expectDetail(await t.http.get('/api/seller/post/my-ads').set(bearer(victim.token)), 401);
      const listed = await t.http
        .get(`/api/admin/users?q=${encodeURIComponent(victim.email)}`)
        .set(admin)
        .expect(200);
      expect(listed.body[0].blocked).toBe(true);

      const back = await t.http.put(`/api/admin/users/unblock/${victim.id}`).set(admin).expect(200);
      expect(back.body).toMatchObject({ id: victim.id, blocked: false });
      // Blocking ended the old session for good; unblocked, the seller signs in again.
      await t.http.get('/api/auth/me').set(bearer(victim.token)).expect(401);
      const again = (await t.http.post('/api/auth/login').send({ email: victim.email, password: victim.password }).expect(200)).body.token;
      await t.http.get('/api/auth/me').set(bearer(again)).expect(200);
    });

    it('blocking a seller takes their live ads off the site; unblocking leaves them for the seller to post again', async () => {
      const seller = await createSeller(t);
      const ad = (await postAd(t.http, seller.token, { title: 'Quiet evenings and good books' })).body;
      await t.http.put(`/api/admin/post/activate/${ad.id}`).set(admin).expect(200);
      await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(200);
      const found = async () => (await t.http.get('/api/dashboard/search?keyword=evenings%20books&pageSize=100').expect(200)).body.items.map((a: { id: number }) => a.id);
      expect(await found()).toContain(ad.id);

      await t.http.put(`/api/admin/users/block/${seller.id}`).set(admin).expect(200);
      await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(404);
      expect(await found()).not.toContain(ad.id);

      await t.http.put(`/api/admin/users/unblock/${seller.id}`).set(admin).expect(200);
      // Blocking ended the seller's sessions; they sign in again.
      const token = (await t.http.post('/api/auth/login').send({ email: seller.email, password: seller.password }).expect(200)).body.token;
      const mine = await t.http.get(`/api/seller/post/my-ad/${ad.id}`).set(bearer(token)).expect(200);
      expect(mine.body).toMatchObject({ status: 'INACTIVE', takenDown: false });
    });

    it('blocking twice or unblocking an unblocked user is harmless', async () => {
      const user = await createSeller(t);
      await t.http.put(`/api/admin/users/unblock/${user.id}`).set(admin).expect(200);
      await t.http.put(`/api/admin/users/block/${user.id}`).set(admin).expect(200);
      await t.http.put(`/api/admin/users/block/${user.id}`).set(admin).expect(200);
      await t.http.put(`/api/admin/users/unblock/${user.id}`).set(admin).expect(200);
    });

    it('refuses to let an admin block themselves with 409', async () => {
      const me = (await t.http.get('/api/auth/me').set(admin).expect(200)).body;
      expectDetail(await t.http.put(`/api/admin/users/block/${me.id}`).set(admin), 409, /own account/);
      await t.http.get('/api/auth/me').set(admin).expect(200);
    });

    it('answers 404 for a missing user and 400 for a bad id', async () => {
      expectDetail(await t.http.put('/api/admin/users/block/987654').set(admin), 404);
      expectDetail(await t.http.put('/api/admin/users/unblock/987654').set(admin), 404);
      expectFieldError(await t.http.put('/api/admin/users/block/me').set(admin), 'id');
    });
  });

  describe('admin/dashboard/stats', () => {
    it('answers real counts that follow posting, activation and sign-ups', async () => {
      const stats = async () => (await t.http.get('/api/admin/dashboard/stats').set(admin).expect(200)).body;
      const before = await stats();
      expect(before).toMatchObject({
        activeListings: await ads().countBy({ status: AdStatus.Active }),
        inactiveListings: await ads().countBy({ status: AdStatus.Inactive }),
        users: await t.dataSource.getRepository(User).count(),
        installedCountries: 1,
      });

      const newcomer = await createSeller(t, { fullName: 'Latest Seller' });
      const ad = (await postAd(t.http, newcomer.token, { title: 'The latest listing on the site' })).body;
      const afterPost = await stats();
      expect(afterPost).toMatchObject({ activeListings: before.activeListings, inactiveListings: before.inactiveListings + 1, users: before.users + 1 });
      expect(afterPost.latestListings[0]).toMatchObject({ id: ad.id, title: 'The latest listing on the site', catagory: expect.any(String), status: 'INACTIVE' });
      expect(afterPost.latestListings.length).toBeLessThanOrEqual(5);
      expect(afterPost.latestUsers[0]).toMatchObject({ id: newcomer.id, fullName: 'Latest Seller', blocked: false });
      expect(afterPost.latestUsers.length).toBeLessThanOrEqual(5);

      await t.http.put(`/api/admin/post/activate/${ad.id}`).set(admin).expect(200);
      const afterActivate = await stats();
      expect(afterActivate).toMatchObject({ activeListings: before.activeListings + 1, inactiveListings: before.inactiveListings });

      await t.http.delete(`/api/admin/post/delete/${ad.id}`).set(admin).expect(204);
      expect(await stats()).toMatchObject({ activeListings: before.activeListings, inactiveListings: before.inactiveListings });
    });
  });

  describe('admin/packages', () => {
    const sellerPackages = async () => (await t.http.get('/api/seller/transaction/get-top-up-packages').set(bearer(seller.token)).expect(200)).body as { id: number }[];

    it('creates, reads, updates and deletes a package; amounts in rupees', async () => {
      const created = await t.http.post('/api/admin/packages').set(admin).send({ name: '  Weekend  ', nameHi: ' वीकेंड ', amount: 149.5, durationDays: 2 }).expect(201);
      expect(created.body).toEqual({ id: expect.any(Number), name: 'Weekend', nameHi: 'वीकेंड', amount: 149.5, durationDays: 2, active: true });
      const id = created.body.id;
      expect((await t.http.get(`/api/admin/packages/${id}`).set(admin).expect(200)).body).toEqual(created.body);
      expect((await t.http.get('/api/admin/packages').set(admin).expect(200)).body).toContainEqual(created.body);
      expect(await sellerPackages()).toContainEqual({ id, name: 'Weekend', nameHi: 'वीकेंड', amount: 149.5, durationDays: 2 });

      // An empty Hindi name clears it: Hindi pages show the English one.
      const updated = await t.http.put(`/api/admin/packages/${id}`).set(admin).send({ name: 'Long weekend', nameHi: '', amount: 249, durationDays: 3, active: false }).expect(200);
      expect(updated.body).toEqual({ id, name: 'Long weekend', nameHi: null, amount: 249, durationDays: 3, active: false });
      expect((await sellerPackages()).map((p) => p.id)).not.toContain(id);
      expect((await t.http.get('/api/admin/packages').set(admin).expect(200)).body).toContainEqual(updated.body);

      const deleted = await t.http.delete(`/api/admin/packages/${id}`).set(admin).expect(200);
      expect(deleted.body).toEqual({ id });
      expectDetail(await t.http.get(`/api/admin/packages/${id}`).set(admin), 404);
    });

    it('a package created inactive is not on sale until activated', async () => {
      const created = (await t.http.post('/api/admin/packages').set(admin).send({ name: 'Hidden', amount: 99, durationDays: 1, active: false }).expect(201)).body;
      expect(created.active).toBe(false);
      expect((await sellerPackages()).map((p) => p.id)).not.toContain(created.id);
      await t.http.put(`/api/admin/packages/${created.id}`).set(admin).send({ active: true }).expect(200);
      expect((await sellerPackages()).map((p) => p.id)).toContain(created.id);
    });

    it('update changes only the fields sent', async () => {
      const created = (await t.http.post('/api/admin/packages').set(admin).send({ name: 'Partial', amount: 120, durationDays: 4 }).expect(201)).body;
      const res = await t.http.put(`/api/admin/packages/${created.id}`).set(admin).send({ amount: 130.25 }).expect(200);
      expect(res.body).toEqual({ ...created, amount: 130.25 });
      expect((await t.http.put(`/api/admin/packages/${created.id}`).set(admin).send({}).expect(200)).body).toEqual(res.body);
    });

    it.each([
      ['a negative amount', { name: 'Bad', amount: -5, durationDays: 3 }, 'amount'],
      ['a zero amount', { name: 'Bad', amount: 0, durationDays: 3 }, 'amount'],
      ['three decimals', { name: 'Bad', amount: 10.505, durationDays: 3 }, 'amount'],
      ['an amount as text', { name: 'Bad', amount: 'ten', durationDays: 3 }, 'amount'],
      ['zero days', { name: 'Bad', amount: 10, durationDays: 0 }, 'durationDays'],
      ['fractional days', { name: 'Bad', amount: 10, durationDays: 1.5 }, 'durationDays'],
      ['a one-letter name', { name: 'B', amount: 10, durationDays: 3 }, 'name'],
      ['active as text', { name: 'Bad', amount: 10, durationDays: 3, active: 'yes' }, 'active'],
      ['an unknown field', { name: 'Bad', amount: 10, durationDays: 3, currency: 'USD' }, 'currency'],
      ['a null name', { name: null, amount: 10, durationDays: 3 }, 'name'],
      ['a null amount', { name: 'Bad', amount: null, durationDays: 3 }, 'amount'],
      ['a null active', { name: 'Bad', amount: 10, durationDays: 3, active: null }, 'active'],
    ])('refuses %s with 400 naming the field, on create and update', async (_, body, field) => {
      await expectRefusedOnWrite('/api/admin/packages', body, field);
    });

    it.each([
      ['no amount', { name: 'Bad', durationDays: 3 }, 'amount'],
      ['no name', { amount: 10, durationDays: 3 }, 'name'],
      ['no duration', { name: 'Bad', amount: 10 }, 'durationDays'],
    ])('create refuses %s with 400 naming the field', async (_, body, field) => {
      expectFieldError(await t.http.post('/api/admin/packages').set(admin).send(body), field);
    });

    it('answers 404 for a missing package and 400 for a bad id', async () => {
      await expectMissing('/api/admin/packages', { name: 'Ghost' });
      expectFieldError(await t.http.get('/api/admin/packages/abc').set(admin), 'id');
    });
  });

  describe('admin/time-slots', () => {
    const sellerSlots = async () => (await t.http.get('/api/seller/transaction/get-all-time-slots').set(bearer(seller.token)).expect(200)).body as { id: number }[];

    it('creates, reads, updates and deletes a time slot', async () => {
      const created = await t.http.post('/api/admin/time-slots').set(admin).send({ label: 'Late night', startTime: '23:00', endTime: '02:30' }).expect(201);
      expect(created.body).toEqual({ id: expect.any(Number), label: 'Late night', labelHi: null, startTime: '23:00', endTime: '02:30', active: true });
      const id = created.body.id;
      expect((await t.http.get(`/api/admin/time-slots/${id}`).set(admin).expect(200)).body).toEqual(created.body);
      expect(await sellerSlots()).toContainEqual({ id, label: 'Late night', labelHi: null, startTime: '23:00', endTime: '02:30' });

      const updated = await t.http.put(`/api/admin/time-slots/${id}`).set(admin).send({ label: 'Lunch', labelHi: 'दोपहर का खाना', startTime: '12:00', endTime: '14:00', active: false }).expect(200);
      expect(updated.body).toEqual({ id, label: 'Lunch', labelHi: 'दोपहर का खाना', startTime: '12:00', endTime: '14:00', active: false });
      expect((await sellerSlots()).map((s) => s.id)).not.toContain(id);
      expect((await t.http.get('/api/admin/time-slots').set(admin).expect(200)).body).toContainEqual(updated.body);

      const deleted = await t.http.delete(`/api/admin/time-slots/${id}`).set(admin).expect(200);
      expect(deleted.body).toEqual({ id });
      expectDetail(await t.http.get(`/api/admin/time-slots/${id}`).set(admin), 404);

      const partial = (await t.http.post('/api/admin/time-slots').set(admin).send({ label: 'Partial', startTime: '08:00', endTime: '09:00' }).expect(201)).body;
      const moved = await t.http.put(`/api/admin/time-slots/${partial.id}`).set(admin).send({ endTime: '10:30' }).expect(200);
      expect(moved.body).toEqual({ ...partial, endTime: '10:30' });
    });

    it.each([
      ['an hour of 25', { label: 'Bad', startTime: '25:00', endTime: '12:00' }, 'startTime'],
      ['a one-digit hour', { label: 'Bad', startTime: '9:00', endTime: '12:00' }, 'startTime'],
      ['minute 60', { label: 'Bad', startTime: '09:00', endTime: '12:60' }, 'endTime'],
      ['a word', { label: 'Bad', startTime: 'noon', endTime: '12:00' }, 'startTime'],
      ['seconds', { label: 'Bad', startTime: '09:00:00', endTime: '12:00' }, 'startTime'],
      ['a number', { label: 'Bad', startTime: 900, endTime: '12:00' }, 'startTime'],
      ['an empty label', { label: ' ', startTime: '09:00', endTime: '12:00' }, 'label'],
      ['active as text', { label: 'Bad', startTime: '09:00', endTime: '12:00', active: 'no' }, 'active'],
      ['a null label', { label: null, startTime: '09:00', endTime: '12:00' }, 'label'],
      ['a null start', { label: 'Bad', startTime: null, endTime: '12:00' }, 'startTime'],
      ['a null active', { label: 'Bad', startTime: '09:00', endTime: '12:00', active: null }, 'active'],
      ['an unknown field', { label: 'Bad', startTime: '09:00', endTime: '12:00', days: 'MON' }, 'days'],
      ['a Hindi label over 60 characters', { label: 'Bad', labelHi: 'रा'.repeat(31), startTime: '09:00', endTime: '12:00' }, 'labelHi'],
    ])('refuses %s with 400 naming the field, on create and update', async (_, body, field) => {
      await expectRefusedOnWrite('/api/admin/time-slots', body, field);
    });

    it.each([
      ['no start', { label: 'Bad', endTime: '12:00' }, 'startTime'],
      ['no end', { label: 'Bad', startTime: '09:00' }, 'endTime'],
      ['no label', { startTime: '09:00', endTime: '12:00' }, 'label'],
    ])('create refuses %s with 400 naming the field', async (_, body, field) => {
      expectFieldError(await t.http.post('/api/admin/time-slots').set(admin).send(body), field);
    });

    it('answers 404 for a missing time slot', async () => {
      await expectMissing('/api/admin/time-slots', { label: 'Ghost' });
    });

    it('deleting a slot an ad is promoted in leaves the ad promoted, without a slot', async () => {
      const slot = (await t.http.post('/api/admin/time-slots').set(admin).send({ label: 'Short lived', startTime: '01:00', endTime: '02:00' }).expect(201)).body;
      const ad = await activeAd();
      await ads().update({ id: ad.id }, { promotedUntil: new Date(Date.now() + DAY), slot: { id: slot.id } });
      await t.http.delete(`/api/admin/time-slots/${slot.id}`).set(admin).expect(200);
      const page = await t.http.get(`/api/dashboard/get-post/${ad.id}`).expect(200);
      expect(page.body).toMatchObject({ promoted: true, featuredNow: false });
    });
  });

  describe('admin/blogs', () => {
    const blogFiles = (url: string | null) => (url ? [url, url.replace('.webp', '-thumb.webp')] : []);
    /** A post sent as the console sends it (multipart, with a photo); answers the created post. */
    const createWithPhoto = async (title: string, description: string, photo: Parameters<typeof image>[0], name: string) =>
      (
        await t.http
          .post('/api/admin/blogs')
          .set(admin)
          .field('title', title)
          .field('description', description)
          .attach('photo', await image(photo, 64), name)
          .expect(201)
      ).body;

    it('creates a post with a photo (multipart), sanitising the HTML', async () => {
      const res = await t.http
        .post('/api/admin/blogs')
        .set(admin)
        .field('title', '  Staying safe when meeting  ')
        .field('description', '<p>Meet in <b>public</b> places.<script>alert(1)</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">x</a> <a href="https://example.com">guide</a></p>')
        .attach('photo', await image('png', 120), 'cover.png')
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        title: 'Staying safe when meeting',
        description: expect.any(String),
        photo: expect.stringMatching(/^\/uploads\/blog\/[0-9a-f-]{36}\.webp$/),
        comments: [],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(res.body.description).toContain('<b>public</b>');
      expect(res.body.description).toContain('href="https://example.com"');
      expect(res.body.description).not.toMatch(/script|onerror|javascript:|<img/);
      for (const file of blogFiles(res.body.photo)) expect(uploadExists(t, file)).toBe(true);
      await t.http.get(res.body.photo).expect(200).expect('Content-Type', 'image/webp');
      expect((await t.http.get(`/api/admin/blogs/${res.body.id}`).set(admin).expect(200)).body).toEqual(res.body);
    });

    it('creates a post without a photo, by multipart or JSON', async () => {
      const form = await t.http.post('/api/admin/blogs').set(admin).field('title', 'No photo here').field('description', 'Just words.').expect(201);
      expect(form.body.photo).toBeNull();
      const json = await t.http.post('/api/admin/blogs').set(admin).send({ title: 'JSON post', description: '<p>Hello</p>' }).expect(201);
      expect(json.body).toMatchObject({ title: 'JSON post', description: '<p>Hello</p>', photo: null });
    });

    it.each([
      ['no title', { description: 'Text' }, 'title'],
      ['a one-letter title', { title: 'A', description: 'Text' }, 'title'],
      ['no description', { title: 'Title' }, 'description'],
      ['a description that is only a script', { title: 'Title', description: '<script>alert(1)</script>' }, 'description'],
      ['an unknown field', { title: 'Title', description: 'Text', author: 'me' }, 'author'],
    ])('refuses %s with 400 naming the field', async (_, body, field) => {
      expectFieldError(await t.http.post('/api/admin/blogs').set(admin).send(body), field);
    });

    it('stores a long Hindi description that fits the column, and refuses one that does not with 400', async () => {
      const fits = 'अ'.repeat(21_000);
      const res = await t.http.post('/api/admin/blogs').set(admin).send({ title: 'Long Hindi post', description: fits }).expect(201);
      expect(res.body.description).toBe(fits);
      const tooLong = 'अ'.repeat(30_000);
      expectFieldError(await t.http.post('/api/admin/blogs').set(admin).send({ title: 'Too long', description: tooLong }), 'description');
      expectFieldError(await t.http.put(`/api/admin/blogs/${res.body.id}`).set(admin).send({ description: tooLong }), 'description');
      expect((await t.http.get(`/api/admin/blogs/${res.body.id}`).set(admin).expect(200)).body.description).toBe(fits);
    });

    it('refuses a photo that is not an image with 400, storing nothing', async () => {
      const before = (await t.http.get('/api/admin/blogs').set(admin).expect(200)).headers['x-total-count'];
      const res = await t.http.post('/api/admin/blogs').set(admin).field('title', 'Bad photo').field('description', 'Text').attach('photo', Buffer.from('not a picture'), 'x.jpg');
      expectFieldError(res, 'photo');
      expect((await t.http.get('/api/admin/blogs').set(admin).expect(200)).headers['x-total-count']).toBe(before);
    });

    it('lists posts newest first, a range at a time, with the total in X-Total-Count and Content-Range', async () => {
      for (let i = 0; i < 6; i++)
        await t.http
          .post('/api/admin/blogs')
          .set(admin)
          .send({ title: `List post ${i}`, description: 'Body' })
          .expect(201);
      const res = await t.http.get('/api/admin/blogs').query({ range: '[0,4]' }).set(admin).expect(200);
      expect(res.body).toHaveLength(5);
      expect(res.body[0].title).toBe('List post 5');
      const total = Number(res.headers['x-total-count']);
      expect(total).toBeGreaterThanOrEqual(6);
      expect(res.headers['content-range']).toBe(`blogs 0-4/${total}`);
      const next = await t.http.get('/api/admin/blogs').query({ range: '[2,3]' }).set(admin).expect(200);
      expect(next.body.map((p: { title: string }) => p.title)).toEqual(['List post 3', 'List post 2']);
      const all = await t.http.get('/api/admin/blogs').query({ range: '[0,99]' }).set(admin).expect(200);
      expect(all.body).toHaveLength(total);
      for (const bad of [{ range: '[5,1]' }, { range: 'all' }, { sort: '["password","ASC"]' }, { pageSize: '10' }]) expectDetail(await t.http.get('/api/admin/blogs').query(bad).set(admin), 400);
    });

    it('updates the fields sent; a new photo replaces the old file', async () => {
      const created = await createWithPhoto('Before', '<p>Old</p>', 'jpeg', 'a.jpg');
      const titleOnly = await t.http.put(`/api/admin/blogs/${created.id}`).set(admin).field('title', 'After').expect(200);
      expect(titleOnly.body).toMatchObject({ title: 'After', description: '<p>Old</p>', photo: created.photo });

      const withPhoto = await t.http
        .put(`/api/admin/blogs/${created.id}`)
        .set(admin)
        .field('description', '<p>New <i>text</i><iframe src="https://evil.example"></iframe></p>')
        .attach('photo', await image('webp', 64), 'b.webp')
        .expect(200);
      expect(withPhoto.body).toMatchObject({ title: 'After', description: '<p>New <i>text</i></p>' });
      expect(withPhoto.body.photo).not.toBe(created.photo);
      for (const file of blogFiles(created.photo)) expect(uploadExists(t, file)).toBe(false);
      for (const file of blogFiles(withPhoto.body.photo)) expect(uploadExists(t, file)).toBe(true);
    });

    it('refuses an update that empties the title or the description', async () => {
      const created = (await t.http.post('/api/admin/blogs').set(admin).send({ title: 'Keep me', description: 'Keep this text' }).expect(201)).body;
      expectFieldError(await t.http.put(`/api/admin/blogs/${created.id}`).set(admin).send({ title: '' }), 'title');
      expectFieldError(await t.http.put(`/api/admin/blogs/${created.id}`).set(admin).send({ title: null }), 'title');
      expectFieldError(await t.http.put(`/api/admin/blogs/${created.id}`).set(admin).send({ description: null }), 'description');
      expectFieldError(await t.http.put(`/api/admin/blogs/${created.id}`).set(admin).send({ description: '' }), 'description');
      expectFieldError(await t.http.put(`/api/admin/blogs/${created.id}`).set(admin).send({ description: '<script>x</script>' }), 'description');
      expect((await t.http.get(`/api/admin/blogs/${created.id}`).set(admin).expect(200)).body).toMatchObject({ title: 'Keep me', description: 'Keep this text' });
    });

    it('deletes a post with its photo and comments', async () => {
      const created = await createWithPhoto('Doomed', 'Bye', 'png', 'c.png');
      await t.http.post(`/api/admin/blogs/${created.id}/comments`).set(admin).send({ text: 'A comment' }).expect(201);
      expect((await t.http.delete(`/api/admin/blogs/${created.id}`).set(admin).expect(200)).body).toEqual({ id: created.id });
      expectDetail(await t.http.get(`/api/admin/blogs/${created.id}`).set(admin), 404);
      for (const file of blogFiles(created.photo)) expect(uploadExists(t, file)).toBe(false);
      expectDetail(await t.http.delete(`/api/admin/blogs/${created.id}`).set(admin), 404);
    });

    it('adds, edits and deletes comments, in order', async () => {
      const post = (await t.http.post('/api/admin/blogs').set(admin).send({ title: 'Discussed', description: 'Talk' }).expect(201)).body;
      const one = await t.http.post(`/api/admin/blogs/${post.id}/comments`).set(admin).send({ text: '  First!  ' }).expect(201);
      expect(one.body.comments).toEqual([{ id: expect.any(Number), text: 'First!', createdAt: expect.any(String) }]);
      const two = await t.http.post(`/api/admin/blogs/${post.id}/comments`).set(admin).send({ text: 'Second' }).expect(201);
      expect(two.body.comments.map((c: { text: string }) => c.text)).toEqual(['First!', 'Second']);
      const [first, second] = two.body.comments;

      const edited = await t.http.put(`/api/admin/blogs/${post.id}/comments/${first.id}`).set(admin).send({ text: 'First, edited' }).expect(200);
      expect(edited.body.comments.map((c: { text: string }) => c.text)).toEqual(['First, edited', 'Second']);
      const removed = await t.http.delete(`/api/admin/blogs/${post.id}/comments/${second.id}`).set(admin).expect(200);
      expect(removed.body.comments.map((c: { id: number }) => c.id)).toEqual([first.id]);
      const listed = await t.http.get('/api/admin/blogs').query({ range: '[0,99]' }).set(admin).expect(200);
      expect(listed.body.find((p: { id: number }) => p.id === post.id).comments).toEqual(removed.body.comments);
    });

    it('comment errors: 400 for empty or long text, 404 for a missing post or a comment of another post', async () => {
      const post = (await t.http.post('/api/admin/blogs').set(admin).send({ title: 'Post A', description: 'A' }).expect(201)).body;
      const other = (await t.http.post('/api/admin/blogs').set(admin).send({ title: 'Post B', description: 'B' }).expect(201)).body;
      const comment = (await t.http.post(`/api/admin/blogs/${other.id}/comments`).set(admin).send({ text: 'On B' }).expect(201)).body.comments[0];
      expectFieldError(await t.http.post(`/api/admin/blogs/${post.id}/comments`).set(admin).send({ text: '   ' }), 'text');
      expectFieldError(
        await t.http
          .post(`/api/admin/blogs/${post.id}/comments`)
          .set(admin)
          .send({ text: 'x'.repeat(1001) }),
        'text',
      );
      expectFieldError(await t.http.post(`/api/admin/blogs/${post.id}/comments`).set(admin).send({}), 'text');
      expectDetail(await t.http.post('/api/admin/blogs/987654/comments').set(admin).send({ text: 'Hello' }), 404);
      expectDetail(await t.http.put(`/api/admin/blogs/${post.id}/comments/${comment.id}`).set(admin).send({ text: 'Hijack' }), 404);
      expectDetail(await t.http.delete(`/api/admin/blogs/${post.id}/comments/${comment.id}`).set(admin), 404);
      expectDetail(await t.http.put(`/api/admin/blogs/${post.id}/comments/987654`).set(admin).send({ text: 'Nobody' }), 404);
      expectFieldError(await t.http.delete(`/api/admin/blogs/${post.id}/comments/abc`).set(admin), 'commentId');
      expect((await t.http.get(`/api/admin/blogs/${other.id}`).set(admin).expect(200)).body.comments).toEqual([comment]);
    });

    it('answers 404 for a missing post', async () => {
      expectDetail(await t.http.get('/api/admin/blogs/987654').set(admin), 404);
      expectDetail(await t.http.put('/api/admin/blogs/987654').set(admin).send({ title: 'Ghost' }), 404);
    });
  });
});
