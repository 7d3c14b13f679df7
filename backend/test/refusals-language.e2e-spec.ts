import { solvedChallenge } from './challenge-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, fundWallet, postAd } from './factories';

const HINDI = { 'Accept-Language': 'hi' };

/** The API's refusals in the language the client asks for (Accept-Language), English by default (texts.ts, `requestTexts`). */
describe('answers in the request language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a wrong login in Hindi when asked, varying on Accept-Language, and in English otherwise', async () => {
    const seller = await createSeller(t);
    const wrong = { email: seller.email, password: 'not-the-password' };
    const hindi = await t.http.post('/api/auth/login').set(HINDI).send(wrong).expect(401);
    expect(hindi.body).toEqual({ detail: 'ई-मेल या पासवर्ड गलत है' });
    expect(hindi.headers.vary).toMatch(/\bAccept-Language\b/);
    const english = await t.http.post('/api/auth/login').send(wrong).expect(401);
    expect(english.body).toEqual({ detail: 'Wrong e-mail or password' });
    expect(english.headers.vary).toMatch(/\bAccept-Language\b/);
    // A browser's list: Hindi preferred to English.
    const preferred = await t.http.post('/api/auth/login').set('Accept-Language', 'hi-IN,hi;q=0.9,en;q=0.8').send(wrong).expect(401);
    expect(preferred.body.detail).toBe('ई-मेल या पासवर्ड गलत है');
  });

  it('says a body is over the limit in Hindi, naming the limit', async () => {
    const huge = { email: `${'a'.repeat(20 * 1024)}@example.com`, password: 'x' };
    expect((await t.http.post('/api/auth/login').set(HINDI).send(huge).expect(413)).body).toEqual({ detail: 'अनुरोध की बॉडी बहुत बड़ी है: ज़्यादा से ज़्यादा 16 KB' });
    expect((await t.http.post('/api/auth/login').send(huge).expect(413)).body).toEqual({ detail: 'The request body is too large: at most 16 KB' });
  });

  it('says a body is not JSON in Hindi', async () => {
    const broken = () => t.http.post('/api/auth/login').set('Content-Type', 'application/json');
    expect((await broken().set(HINDI).send('{"email": ').expect(400)).body).toEqual({ detail: 'JSON बॉडी सही रूप में नहीं है' });
    expect((await broken().send('{"email": ').expect(400)).body).toEqual({ detail: 'Malformed JSON body' });
  });

  it.each([
    [
      'a charset other than UTF-8',
      { 'Content-Type': 'application/json; charset=koi8-r' },
      415,
      "The body's charset koi8-r is not supported: send UTF-8",
      'बॉडी का कैरेक्टर सेट koi8-r समर्थित नहीं है: UTF-8 में भेजें',
    ],
    [
      'a compression the API does not read',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'lzma' },
      415,
      "The body's Content-Encoding lzma is not supported: send it as it is, or as gzip, deflate or br",
      'बॉडी का Content-Encoding lzma समर्थित नहीं है: उसे बिना कंप्रेस किए, या gzip, deflate या br में भेजें',
    ],
    [
      'gzip that is not gzip',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      400,
      'The body cannot be decompressed as its Content-Encoding says',
      'बॉडी को उसके Content-Encoding के हिसाब से डीकंप्रेस नहीं किया जा सका',
    ],
  ])('refuses a body with %s in the request language', async (_, headers, status, english, hindi) => {
    const send = () => t.http.post('/api/auth/login').set(headers).send(Buffer.from('{"email": "a@example.com", "password": "x"}'));
    expect((await send().expect(status)).body).toEqual({ detail: english });
    expect((await send().set(HINDI).expect(status)).body).toEqual({ detail: hindi });
  });

  it('asks a signed-out visitor to log in, in Hindi', async () => {
    const res = await t.http.get('/api/seller/post/my-ads').set(HINDI).expect(401);
    expect(res.body.detail).toBe('कृपया लॉग इन करें: टोकन नहीं मिला, वह अमान्य है या उसकी अवधि खत्म हो गई है');
  });

  it('names the unknown ad in a Hindi 404', async () => {
    const seller = await createSeller(t);
    const res = await t.http
      .get('/api/seller/post/my-ad/987654')
      .set({ ...bearer(seller.token), ...HINDI })
      .expect(404);
    expect(res.body.detail).toBe('विज्ञापन 987654 नहीं मिला');
    const english = await t.http.get('/api/seller/post/my-ad/987654').set(bearer(seller.token)).expect(404);
    expect(english.body.detail).toBe('Ad 987654 not found');
  });

  it("writes a seller's free post, checkout and activity in Hindi, with Hindi dates", async () => {
    const seller = await createSeller(t);
    const hindi = { ...bearer(seller.token), ...HINDI };
    const ad = (await postAd(t.http, seller.token, { title: 'Evenings by the lake in Pune' })).body;
    const posted = await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(hindi).expect(200);
    expect(posted.body.message).toMatch(/^आपका विज्ञापन \d{1,2} [\u0900-\u097F]+ \d{4} को .+ IST तक लाइव है$/); // “2 दिसंबर 2026 को रात 3:16 बजे IST”

    const packs = (await t.http.get('/api/seller/transaction/get-top-up-packages').set(hindi).expect(200)).body;
    const slots = (await t.http.get('/api/seller/transaction/get-all-time-slots').set(hindi).expect(200)).body;
    const checkout = await t.http.get(`/api/seller/transaction/seller-checkout-response/${ad.id}/${packs[0].id}/${slots[0].id}`).set(hindi).expect(200);
    // The seeded packages and slots have Hindi names, and the messages use them.
    expect([packs[0].name, packs[0].nameHi, slots[0].label, slots[0].labelHi]).toEqual(['Basic', 'बेसिक', 'All day', 'पूरा दिन']);
    expect(checkout.body.message).toBe(`बैलेंस कम है: बेसिक पैकेज खरीदने के लिए अपने वॉलेट में ₹${packs[0].amount} जोड़ें।`);
    expect(checkout.body).toMatchObject({ packageName: 'Basic', packageNameHi: 'बेसिक', slot: 'All day', slotHi: 'पूरा दिन' });

    await fundWallet(t.http, t.adminToken, seller.token, packs[0].amount);
    await t.http.post(`/api/seller/transaction/promote-post/${ad.id}/${packs[0].id}/${slots[0].id}`).set(hindi).expect(200);
    const activity = await t.http.get('/api/seller/activity').set(hindi).expect(200);
    const titles = activity.body.items.map((item: { title: string }) => item.title);
    expect(titles).toEqual(
      expect.arrayContaining(['“Evenings by the lake in Pune” पोस्ट किया', '“Evenings by the lake in Pune” मुफ़्त में पोस्ट किया', '“Evenings by the lake in Pune” के लिए बेसिक (पूरा दिन) खरीदा']),
    );
    const english = await t.http.get('/api/seller/activity').set(bearer(seller.token)).expect(200);
    expect(english.body.items.map((item: { title: string }) => item.title)).toEqual(
      expect.arrayContaining(['Posted "Evenings by the lake in Pune"', 'Posted "Evenings by the lake in Pune" free', 'Bought Basic (All day) for "Evenings by the lake in Pune"']),
    );
  });

  it('writes field errors in Hindi too', async () => {
    // A public sign-up answers alike whether or not the e-mail is taken; a banned e-mail domain is refused by field.
    await t.http.post('/api/admin/blacklist').set(bearer(t.adminToken)).send({ kind: 'EMAIL_DOMAIN', value: 'throwaway.example' }).expect(201);
    const refused = await t.http
      .post('/api/admins')
      .set({ ...(await solvedChallenge(t)), ...HINDI })
      .send({ fullName: 'Asha Verma', email: 'asha@throwaway.example', password: 'long-enough' })
      .expect(400);
    expect(refused.body).toEqual({ detail: 'ई-मेल: इस डोमेन के पतों से साइन अप नहीं किया जा सकता', errors: { email: 'यह ई-मेल डोमेन स्वीकार नहीं किया जाता' } });
    // An admin creating an account for an e-mail that has one.
    const seller = await createSeller(t);
    const taken = await t.http
      .post('/api/admins')
      .set({ ...bearer(t.adminToken), ...HINDI })
      .send({ fullName: 'Second Asha', email: seller.email, password: 'long-enough' })
      .expect(409);
    expect(taken.body).toEqual({ detail: 'इस ई-मेल से एक खाता पहले से मौजूद है', errors: { email: 'पहले से रजिस्टर है' } });
  });
});
