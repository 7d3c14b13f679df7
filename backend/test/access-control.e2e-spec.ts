import type { Response } from 'supertest';
import { solvedChallenge } from './challenge-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { image } from './factories';
import { contentHash, createFixtures, decodeJwt, dtoFields, expressApiRoutes, fillPath, type Fixtures, loadRoutes, pathValues, queryValues, type Route, sampleBody, signJwt } from './security-helpers';

/**
 * Walks every route of the OpenAPI document (which is checked against the routes Express really
 * has), so a new endpoint is covered the day it is added: admin routes answer 401 without a token
 * and 403 with a seller's; seller routes 401 without a token; public routes never 401; a seller's
 * ad and payment ids are refused to another seller; forged, expired and blocked users' tokens are
 * 401; and none of these calls changes a stored row or file. See docs/security.md, "Access-control walker".
 */

/** Routes on 2026-11-23 (HEAD d604b7b): the walk fails if it ever sees fewer, e.g. because the document lost some. */
const MIN_ROUTES = 126;

/** Routes that answer without a token (the known public list of docs/security.md, "Access-control walker"). A new one must be added here on purpose. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
  'POST /api/auth/unsubscribe',
  'GET /api/challenge',
  'GET /api/dashboard/get-states',
  'GET /api/dashboard/get-all-state',
  'GET /api/dashboard/state/{state}',
  'GET /api/dashboard/location-seo/{district}',
  'GET /api/dashboard/get-all-categories',
  'GET /api/dashboard/categories/{id}/fields',
  'GET /api/dashboard/get-description',
  'GET /api/dashboard/get-popular-locations',
  'GET /api/dashboard/get-post/{id}',
  'GET /api/dashboard/get-similar-posts/{id}',
  'GET /api/locations/nearest',
  'GET /api/push/key',
  'GET /api/dashboard/search',
  'POST /api/dashboard/post-by-location-and-category-name',
  'GET /api/blog',
  'GET /api/blog/{slug}',
  'GET /api/favourites/live',
  'GET /api/site-settings',
  'GET /api/seller/transaction/get-top-up-packages',
  'GET /api/seller/transaction/get-all-time-slots',
  'GET /api/complaints/{ticket}',
  'GET /api/sellers/{displayName}',
  'POST /api/complaints/{ticket}/appeal',
]);
/** Work without a token, read one if sent (sign-up: an admin's token creates an admin; a report or a complaint remembers its signed-in filer). */
const OPTIONAL_AUTH_ROUTES = new Set(['POST /api/admins', 'POST /api/dashboard/report-post/{id}', 'POST /api/complaints']);
/** GET routes that act (the seed's promote-by-GET): left out of the "reads work" checks. */
const ACTING_GETS = new Set(['GET /api/seller/transaction/promote-post/{adId}/{packageId}/{slotId}']);
/** Routes whose ad id names anyone's ad, not the caller's own: a buyer keeps or drops their favourite of it. */
const ANY_SELLERS_AD = new Set(['PUT /api/favourites/{adId}', 'DELETE /api/favourites/{adId}']);
/** Path parameters that name a seller's own rows. */
const OWNED_PARAMS = ['id', 'adId', 'paymentId'];

const key = (route: Route) => `${route.method.toUpperCase()} ${route.path}`;

describe('access control: every route the app registers', () => {
  let t: TestApp;
  let routes: Route[];
  let f: Fixtures;
  let before: string;
  const failures: string[] = [];
  let requests = 0;

  /** Sends a route's request: sample body (one that would pass validation) unless `empty`. */
  async function call(route: Route, token: string | undefined, options: { empty?: boolean; values?: Record<string, string | number> } = {}): Promise<Response> {
    requests++;
    const url = fillPath(route, options.values ?? pathValues(route, f));
    let req = t.http[route.method](url).query(queryValues(route));
    if (token !== undefined) req = req.set('Authorization', `Bearer ${token}`);
    // Solved, so that these routes are walked past the challenge to their own checks.
    if (route.challenge) req = req.set(await solvedChallenge(t));
    const body = options.empty ? {} : sampleBody(dtoFields(route.bodyDto));
    if (route.body === 'multipart') {
      for (const [name, value] of Object.entries(body)) req = req.field(name, String(value));
      if (!options.empty) for (const [name] of Object.entries(route.fileFields)) req = req.attach(name, await image('jpeg', 40), 'photo.jpg');
    } else if (route.body === 'json') {
      req = req.send(body);
    }
    return req;
  }

  /** Records (does not throw) a wrong answer, so one run lists every offending route. */
  function check(route: Route, what: string, res: Response, ok: (status: number) => boolean, expected: string) {
    const problems: string[] = [];
    if (!ok(res.status)) problems.push(`answered ${res.status}, expected ${expected}`);
    if (res.status >= 400 && typeof res.body?.detail !== 'string') problems.push(`error body without a string detail: ${String(res.text ?? res.body).slice(0, 120)} [${res.type}]`);
    if (res.status >= 500) problems.push('server error');
    if (problems.length) failures.push(`${key(route)} ${what}: ${problems.join('; ')} (${String(res.text ?? res.type).slice(0, 160)})`);
  }

  beforeAll(async () => {
    t = await createTestApp();
    routes = await loadRoutes(t);
    f = await createFixtures(t);
    before = await contentHash(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    failures.length = 0;
  });

  it('reads every route from the OpenAPI document, which lists every route Express has', () => {
    const documented = new Set(routes.map(key));
    const undocumented = expressApiRoutes(t).filter((r) => !/^\w+ \/api\/(docs|openapi)/.test(r) && !documented.has(r));
    expect(undocumented).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(MIN_ROUTES);
  });

  it('classifies each route by its security: admin routes are all under /api/admin/, public ones are the known list', () => {
    const wrong: string[] = [];
    for (const route of routes) {
      if (route.kind === 'public' && !PUBLIC_ROUTES.has(key(route))) wrong.push(`${key(route)} has no bearer security but is not a known public route`);
      if (route.kind === 'optional' && !OPTIONAL_AUTH_ROUTES.has(key(route))) wrong.push(`${key(route)} takes a token but documents no 401`);
      if (PUBLIC_ROUTES.has(key(route)) && route.kind !== 'public') wrong.push(`${key(route)} should be public`);
      if (route.kind === 'admin' && !(route.documents401 && route.documents403)) wrong.push(`${key(route)} is an admin route that does not document 401 and 403`);
      // The seed's paths put the promotion prices under /api/seller/; they are on the known public list on purpose.
      if (route.path.startsWith('/api/seller/') && route.kind !== 'user' && !PUBLIC_ROUTES.has(key(route))) wrong.push(`${key(route)} is a seller route without bearer security and 401`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every protected route without a token (401) and every admin route with a seller token (403)', async () => {
    for (const route of routes) {
      if (route.kind === 'admin' || route.kind === 'user') {
        check(route, 'without a token', await call(route, undefined), (s) => s === 401, '401');
      }
      if (route.kind === 'admin') {
        check(route, "with a seller's token", await call(route, f.sellerB.token), (s) => s === 403, '403');
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses a seller's ad and payment ids to another seller (403 or 404), with a body that would otherwise succeed", async () => {
    const owned = routes.filter((r) => r.kind === 'user' && r.pathParams.some((p) => OWNED_PARAMS.includes(p)) && !ANY_SELLERS_AD.has(key(r)));
    // update, delete, checkout, promote (GET and POST), free ad: at least these today.
    expect(owned.length).toBeGreaterThanOrEqual(6);
    for (const route of owned) {
      check(route, "with another seller's token on seller A's ad/payment", await call(route, f.sellerB.token), (s) => s === 403 || s === 404, '403 or 404');
    }
    // The same GET calls work for the owner: the refusals above are about ownership, not broken requests.
    for (const route of owned.filter((r) => r.method === 'get' && !ACTING_GETS.has(key(r)))) {
      check(route, "with the owner's token", await call(route, f.sellerA.token), (s) => s === 200, '200');
    }
    expect(failures).toEqual([]);
  });

  describe('forged and stale tokens are 401 on every route that reads a token', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const tokens: [string, () => string][] = [
      ['expired', () => signJwt({ sub: f.sellerA.id, role: 'USER', iat: now() - 8 * 86400, exp: now() - 60 }, t.config.jwtSecret)],
      [
        'tampered (role and sub changed, signature kept)',
        () => {
          const [, , signature] = f.sellerA.token.split('.');
          const payload = { ...decodeJwt(f.sellerA.token), sub: decodeJwt(t.adminToken).sub, role: 'ADMIN' };
          const [header, body] = signJwt(payload, 'unused-secret-unused-secret-unused').split('.');
          return `${header}.${body}.${signature}`;
        },
      ],
      ['alg none', () => signJwt({ sub: decodeJwt(t.adminToken).sub, role: 'ADMIN', iat: now(), exp: now() + 3600 }, null)],
      [
        'alg none, original signature kept',
        () => {
          const [, , signature] = t.adminToken.split('.');
          return signJwt(decodeJwt(t.adminToken), null).replace(/\.$/, `.${signature}`);
        },
      ],
      [
        'wrong algorithm (HS512 with the real secret)',
        () => {
          // signJwt always HMACs with SHA-256; the header's alg is what the server must refuse.
          return signJwt({ sub: decodeJwt(t.adminToken).sub, role: 'ADMIN', iat: now(), exp: now() + 3600 }, t.config.jwtSecret, { alg: 'HS512', typ: 'JWT' });
        },
      ],
      ['signed with another secret', () => signJwt({ sub: decodeJwt(t.adminToken).sub, role: 'ADMIN', iat: now(), exp: now() + 3600 }, 'another-secret-another-secret-another')],
      ['sub not an integer', () => signJwt({ sub: String(decodeJwt(t.adminToken).sub), role: 'ADMIN', iat: now(), exp: now() + 3600 }, t.config.jwtSecret)],
      ['a user that does not exist', () => signJwt({ sub: 2_000_000_000, role: 'ADMIN', iat: now(), exp: now() + 3600 }, t.config.jwtSecret)],
      ["a blocked user's", () => f.blocked.token],
      ['garbage', () => 'not.a.token'],
    ];

    it.each(tokens.map(([name, make]) => [name, make] as const))('%s', async (name, make) => {
      const token = make();
      const protectedRoutes = routes.filter((r) => r.kind !== 'public');
      for (const route of protectedRoutes) check(route, `with a ${name} token`, await call(route, token), (s) => s === 401, '401');
      expect(failures).toEqual([]);
    });
  });

  it('lets public routes (and sign-up) answer without a token: never 401, never 5xx', async () => {
    for (const route of routes.filter((r) => r.kind === 'public' || r.kind === 'optional')) {
      check(route, 'without a token', await call(route, undefined, { empty: true }), (s) => s !== 401 && s < 500, 'not 401');
    }
    expect(failures).toEqual([]);
  });

  it('changed nothing stored in all of the refused calls above', async () => {
    expect(await contentHash(t)).toBe(before);
  });

  it("lets an admin's token through every admin read, and a seller's token through every seller read", async () => {
    for (const route of routes.filter((r) => r.method === 'get' && !ACTING_GETS.has(key(r)))) {
      if (route.kind === 'admin') check(route, "with an admin's token", await call(route, t.adminToken), (s) => s < 400, '2xx');
      if (route.kind === 'user') check(route, "with seller A's token", await call(route, f.sellerA.token), (s) => s < 400, '2xx');
    }
    expect(failures).toEqual([]);
    const count = (kind: Route['kind']) => routes.filter((r) => r.kind === kind).length;
    console.log(
      `access control (${t.engine}): walked ${routes.length} routes (${count('admin')} admin, ${count('user')} seller/any user, ${count('optional')} optional-token, ${count('public')} public) in ${requests} requests`,
    );
  });

  it("cannot make an admin with a seller's token: sign-up with it creates a seller", async () => {
    const res = await t.http
      .post('/api/admins')
      .set({ Authorization: `Bearer ${f.sellerA.token}`, ...(await solvedChallenge(t)) })
      .send({ fullName: 'Sneaky Seller', email: `sneaky-${Date.now()}@example.com`, password: 'sneaky-password' });
    expect([201, 403]).toContain(res.status);
    if (res.status === 201) {
      const login = await t.http.post('/api/auth/login').send({ email: res.body.email, password: 'sneaky-password' }).expect(200);
      expect(login.body.role).toBe('USER');
    }
  });
});
