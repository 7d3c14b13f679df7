import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Signs up a seller through the API and logs in; returns the token and account. */
export async function createSeller(http: TestAgent, overrides: Partial<{ fullName: string; email: string; password: string }> = {}) {
  const account = { fullName: 'Test Seller', email: `seller-${unique()}@example.com`, password: 'seller-password', ...overrides };
  const created = await http.post('/api/admins').send(account).expect(201);
  const login = await http.post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200);
  return { ...account, id: created.body.id as number, token: login.body.token as string };
}

/** A small real image in the given format. */
export function image(format: 'png' | 'jpeg' | 'webp' = 'png', size = 32): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .toFormat(format)
    .toBuffer();
}

export { unique };
