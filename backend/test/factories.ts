import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';
import { User } from '../src/users/user.entity';
import { solvedChallenge } from './challenge-helpers';
import type { TestApp } from './create-test-app';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Signs up a seller through the API and logs in; returns the token and account. The e-mail counts as
 * verified (as if the mailed link had been followed; auth-mail.e2e-spec.ts follows it for real) unless `verified` is false.
 */
export async function createSeller(t: Pick<TestApp, 'http' | 'dataSource'>, overrides: Partial<{ fullName: string; email: string; password: string }> = {}, { verified = true } = {}) {
  const account = { fullName: 'Test Seller', email: `seller-${unique()}@example.com`, password: 'seller-password', ...overrides };
  // The tests' sellers tick both optional mails at sign-up (they are off otherwise: consent.e2e-spec.ts).
  await t.http
    .post('/api/admins')
    .set(await solvedChallenge(t))
    .send({ ...account, notifyAds: true, notifyMessages: true })
    .expect(201);
  if (verified) await t.dataSource.getRepository(User).update({ email: account.email.toLowerCase() }, { emailVerified: true });
  const login = await t.http.post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200);
  const me = await t.http.get('/api/auth/me').set(bearer(login.body.token)).expect(200);
  return { ...account, id: me.body.id as number, token: login.body.token as string };
}

/** An admin registered by the tests' admin, signed in once it has chosen its own password (the console asks for that first). */
export async function createAdmin(t: Pick<TestApp, 'http' | 'adminToken'>, overrides: Partial<{ fullName: string; email: string }> = {}) {
  const account = { fullName: 'Other Admin', email: `admin-${unique()}@example.com`, password: 'chosen-by-creator', ...overrides };
  const created = await t.http.post('/api/admins').set(bearer(t.adminToken)).send(account).expect(201);
  const token = (await t.http.post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200)).body.token as string;
  const password = 'chosen-by-the-admin';
  await t.http.post('/api/auth/change-password').set(bearer(token)).send({ currentPassword: account.password, newPassword: password }).expect(200);
  return { ...account, password, id: created.body.id as number, token };
}

/** A small real image in the given format. */
export function image(format: 'png' | 'jpeg' | 'webp' = 'png', size = 32): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .toFormat(format)
    .toBuffer();
}

export { unique };

export interface AdInput {
  title?: string;
  description?: string;
  categoryId?: number;
  locationId?: number;
  phone?: string;
  age?: number | string;
  contact?: string;
  /** The category's details by key, sent as the JSON text a multipart form carries */
  details?: Record<string, unknown>;
  images?: number;
}

const WORDS =
  'near the lake after work on weekends by the old fort over tea with music in quiet cafes along the river before dinner under city lights around the market beside gardens for long walks among friends through the evening'.split(
    ' ',
  );
/** A dozen words drawn at random, so that no two test ads nearly repeat each other. */
const varied = () => Array.from({ length: 12 }, () => WORDS[Math.floor(Math.random() * WORDS.length)]).join(' ');

/** Posts an ad through the multipart endpoint and expects `status`; returns the response. */
export async function postAd(http: TestAgent, token: string, input: AdInput = {}, status = 201) {
  const fields = {
    title: 'Friendly company for evenings in Pune',
    // Words of its own for each ad: two ads of one seller with the same text would be refused as duplicates.
    description: `Cheerful, discreet and well travelled. Message me to arrange a meeting ${varied()}.`,
    categoryId: 1,
    locationId: 1,
    phone: '9876543210',
    age: 25,
    ...input,
  };
  let req = http.post('/api/seller/post/create').set(bearer(token));
  for (const [key, value] of Object.entries(fields)) if (key !== 'images') req = req.field(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  for (let i = 0; i < (input.images ?? 1); i++) req = req.attach('images', await image('jpeg', 64 + i), `photo-${i}.jpg`);
  return req.expect(status);
}

let utr = 100_000_000_000;
/** A fresh 12-digit UPI transaction id. */
export const transactionId = () => String(utr++ + Math.floor(Math.random() * 1000) * 1_000_000);

/** Tops up a seller's wallet the real way: the seller submits, an admin approves. */
export async function fundWallet(http: TestAgent, adminToken: string, sellerToken: string, amount: number) {
  const payment = await http.post('/api/seller/transaction/add-money').set(bearer(sellerToken)).send({ amount, upiId: 'payer@okaxis', transactionId: transactionId() }).expect(201);
  await http.put(`/api/admin/transaction/update-payment-status/${payment.body.id}/APPROVED`).set(bearer(adminToken)).expect(200);
  return payment.body;
}
