import { solvedChallenge } from './challenge-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { expectFieldError } from './catalogue-helpers';
import { bearer, createSeller, postAd } from './factories';

describe('blacklist: banned words, phone numbers and e-mail domains', () => {
  let t: TestApp;
  const admin = () => bearer(t.adminToken);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses ads with a banned word or phone number, in posting and editing, and stores nothing', async () => {
    await t.http.post('/api/admin/blacklist').set(admin()).send({ kind: 'WORD', value: 'Escort Service' }).expect(201);
    await t.http.post('/api/admin/blacklist').set(admin()).send({ kind: 'PHONE', value: '+91 99999 88888' }).expect(201);
    const seller = await createSeller(t);
    const before = await t.dataSource.query('SELECT COUNT(*) AS n FROM ads');
    const word = await postAd(t.http, seller.token, { title: 'Premium ESCORT-service in the city centre' }, 400);
    expect(word.body.errors).toHaveProperty('title');
    const phone = await postAd(t.http, seller.token, { phone: '9999988888' }, 400);
    expect(phone.body.errors).toHaveProperty('phone');
    expect(await t.dataSource.query('SELECT COUNT(*) AS n FROM ads')).toEqual(before);

    const ok = await postAd(t.http, seller.token, { title: 'Escorting you on museum walks in town' });
    await t.http.put(`/api/seller/post/update/${ok.body.id}`).set(bearer(seller.token)).field('description', 'Reliable escort service for evenings, call me for details and rates.').expect(400);
  });

  it('refuses sign-ups from a banned e-mail domain and its subdomains, but an admin can still create accounts', async () => {
    await t.http.post('/api/admin/blacklist').set(admin()).send({ kind: 'EMAIL_DOMAIN', value: '@Mailinator.com' }).expect(201);
    const refused = await t.http
      .post('/api/admins')
      .set(await solvedChallenge(t))
      .send({ fullName: 'Spam Bot', email: 'bot@eu.mailinator.com', password: 'long-enough' })
      .expect(400);
    expect(refused.body.errors).toHaveProperty('email');
    await t.http
      .post('/api/admins')
      .set(await solvedChallenge(t))
      .send({ fullName: 'Real Person', email: 'person@example.com', password: 'long-enough' })
      .expect(201);
    await t.http.post('/api/admins').set(admin()).send({ fullName: 'Staff', email: 'staff@mailinator.com', password: 'long-enough' }).expect(201);
  });

  it('lists, filters, refuses duplicates and bad phones, and deletes', async () => {
    await t.http.post('/api/admin/blacklist').set(admin()).send({ kind: 'WORD', value: 'escort service' }).expect(409);
    await t.http.post('/api/admin/blacklist').set(admin()).send({ kind: 'PHONE', value: '12345' }).expect(400);
    await t.http.post('/api/admin/blacklist').set(admin()).send({ kind: 'COLOUR', value: 'red' }).expect(400);
    const words = await t.http
      .get(`/api/admin/blacklist?filter=${encodeURIComponent(JSON.stringify({ kind: 'WORD' }))}`)
      .set(admin())
      .expect(200);
    expect(words.body.map((e: { value: string }) => e.value)).toEqual(['escort service']);
    expect(words.headers['content-range']).toBe('blacklist 0-0/1');
    await t.http.delete(`/api/admin/blacklist/${words.body[0].id}`).set(admin()).expect(200);
    const seller = await createSeller(t);
    await postAd(t.http, seller.token, { title: 'Premium escort service in the city centre' });
    await t.http.delete(`/api/admin/blacklist/${words.body[0].id}`).set(admin()).expect(404);
  });

  it('refuses a word longer than 100 characters once lower-cased (each "İ" becomes two), storing nothing', async () => {
    const before = await t.dataSource.query('SELECT COUNT(*) AS n FROM blacklist_entries');
    expectFieldError(
      await t.http
        .post('/api/admin/blacklist')
        .set(admin())
        .send({ kind: 'WORD', value: 'İ'.repeat(60) }),
      'value',
    );
    expect(await t.dataSource.query('SELECT COUNT(*) AS n FROM blacklist_entries')).toEqual(before);
  });
});
