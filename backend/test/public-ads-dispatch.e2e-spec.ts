import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { ApplicationConfig } from '@nestjs/core';
import { createTestApp, type TestApp } from './create-test-app';
import { createSeller, unique } from './factories';
import { Ad } from '../src/ads/ad.entity';
import { AdStatus } from '../src/ads/ad-status';
import { Category } from '../src/categories/category.entity';
import { Location } from '../src/locations/location.entity';
import { publicAdsRouter } from '../src/search/public-ads-dispatch';
import { PublicAdsController } from '../src/search/public-ads.controller';

const DAY = 24 * 3600_000;
// Headers that differ between any two answers.
const PER_REQUEST = new Set(['x-request-id', 'date', 'connection', 'keep-alive']);

/**
 * search/public-ads-dispatch.ts: the search, the ad page and its similar ads, dispatched before Nest's router, answer
 * exactly as Nest's routes for them do, and only handlers nothing else must run for are dispatched.
 */
describe('public ads dispatched before routing', () => {
  let dispatched: TestApp;
  let routed: TestApp;
  let category: Category;
  let location: Location;
  const live: Ad[] = [];
  let inactive: Ad;

  beforeAll(async () => {
    dispatched = await createTestApp();
    // The same database, through Nest's routes only.
    const { database, dataDir } = dispatched.config;
    routed = await createTestApp({ DATA_DIR: dataDir, ...(database.type === 'mysql' ? { DATABASE_URL: database.url } : {}) }, { dispatchBeforeRouting: false });
    [category] = await dispatched.dataSource.getRepository(Category).find({ order: { id: 'ASC' }, take: 1 });
    [location] = await dispatched.dataSource.getRepository(Location).find({ order: { id: 'ASC' }, take: 1 });
    const { id: sellerId } = await createSeller(dispatched);
    const ads = dispatched.dataSource.getRepository(Ad);
    const listing = (title: string, status = AdStatus.Active) =>
      ads.save(
        ads.create({
          title,
          description: `Evening walks by the river and long talks over tea, ${unique()}.`,
          phone: '9123456789',
          age: 30,
          status,
          expiresAt: new Date(Date.now() + 7 * DAY),
          category: { id: category.id },
          location: { id: location.id },
          seller: { id: sellerId },
        } as Partial<Ad>),
      );
    for (const title of ['Chess partner wanted', 'Hiking company on weekends', 'Tea and chess in the evenings']) live.push(await listing(title));
    inactive = await listing('Chess club, closed', AdStatus.Inactive);
  });

  afterAll(async () => {
    await routed?.close();
    await dispatched?.close();
  });

  /** Asks both apps the same thing (each twice: the second search may come from KeptAnswers) and expects the same answers. */
  async function expectSameAnswers(ask: (t: TestApp) => Promise<{ status: number; text: string; headers: Record<string, string> }>) {
    for (let time = 0; time < 2; time++) {
      const [viaDispatch, viaNest] = [await ask(dispatched), await ask(routed)];
      const headersOf = (response: { headers: Record<string, string> }) => Object.fromEntries(Object.entries(response.headers).filter(([name]) => !PER_REQUEST.has(name)));
      expect({ status: viaDispatch.status, text: viaDispatch.text, headers: headersOf(viaDispatch) }).toEqual({
        status: viaNest.status,
        text: viaNest.text,
        headers: headersOf(viaNest),
      });
    }
  }

  it('searches with the same answers, refusals and headers as Nest gives', async () => {
    const where = `category=${category.slug}&location=${location.slug}`;
    const questions = [
      where,
      `${where}&keyword=chess&sort=newest`,
      `${where}&page=2&pageSize=1`,
      `category=${category.slug}&withPhotos=false&minAge=20&maxAge=40`,
      `${where}&page=0`,
      `${where}&pageSize=abc`,
      `${where}&maxAge=5`,
      `${where}&unknown=1`,
      `${where}&keyword=${'x'.repeat(101)}`,
      `category=no-such-category-${unique()}`,
    ];
    for (const question of questions) {
      for (const language of ['en', 'hi']) {
        await expectSameAnswers((t) => t.http.get(`/api/dashboard/search?${question}`).set('Accept-Language', language));
      }
    }
  });

  it('answers the ad page, its refusals, a revalidation and HEAD as Nest does', async () => {
    for (const id of [String(inactive.id), 'abc', '0', '1e3', '99999999', '2147483648']) {
      await expectSameAnswers((t) => t.http.get(`/api/dashboard/get-post/${id}`).set('Accept-Language', 'hi'));
    }
    // A live ad's page counts a view, which the next answer shows: each app is asked once, alternately.
    const [ad] = live;
    const first = await dispatched.http.get(`/api/dashboard/get-post/${ad.id}`).expect(200);
    const second = await routed.http.get(`/api/dashboard/get-post/${ad.id}`).expect(200);
    expect({ ...second.body, views: 0 }).toEqual({ ...first.body, views: 0 });
    expect(Object.keys(first.headers).filter((name) => !PER_REQUEST.has(name) && name !== 'etag')).toEqual(Object.keys(second.headers).filter((name) => !PER_REQUEST.has(name) && name !== 'etag'));
    await dispatched.http.get(`/api/dashboard/get-post/${ad.id}`).set('If-None-Match', 'W/"no-such-tag"').expect(200);
    const head = await dispatched.http.head(`/api/dashboard/get-post/${ad.id}`).expect(200);
    expect(head.text).toBeUndefined();
  });

  it("answers an ad's similar ads and their refusals as Nest does", async () => {
    for (const id of [String(live[0].id), String(inactive.id), 'abc', '0', '99999999']) {
      await expectSameAnswers((t) => t.http.get(`/api/dashboard/get-similar-posts/${id}`).set('Accept-Language', 'hi'));
    }
  });

  it('leaves other methods on these paths to Nest', async () => {
    await expectSameAnswers((t) => t.http.post('/api/dashboard/search'));
    await expectSameAnswers((t) => t.http.delete(`/api/dashboard/get-post/${live[0].id}`));
  });

  it('writes the access log and metrics under the same route', async () => {
    const served = async () => {
      const text = (await dispatched.http.get('/api/metrics').set('Authorization', `Bearer ${dispatched.adminToken}`).expect(200)).text;
      const count = (route: string, status: number) => {
        const line = text.split('\n').find((l) => l.startsWith('http_requests_total{') && l.includes(`route="${route}"`) && l.includes(`status="${status}"`));
        return Number(line?.split(' ').pop() ?? 0);
      };
      return [count('/api/dashboard/search', 200), count('/api/dashboard/get-post/:id', 404)];
    };
    const before = await served();
    await dispatched.http.get(`/api/dashboard/search?category=${category.slug}&keyword=${unique()}`).expect(200);
    await dispatched.http.get('/api/dashboard/get-post/99999999').expect(404);
    expect((await served()).map((count, i) => count - before[i])).toEqual([1, 1]);
  });

  it('refuses at startup a handler with anything to run before it (a guard, a rate limit, a role), another method or a parameter it cannot read', () => {
    const handler = PublicAdsController.prototype.getPost;
    for (const key of ['__guards__', 'rateLimit', 'roles']) {
      Reflect.defineMetadata(key, [], handler);
      try {
        expect(() => publicAdsRouter(dispatched.app, 'api')).toThrow(`PublicAdsController.getPost is not a public GET or has more than @KeepAnswer to run (${key})`);
      } finally {
        Reflect.deleteMetadata(key, handler);
      }
    }
    // A handler that is no longer a GET.
    Reflect.defineMetadata(METHOD_METADATA, RequestMethod.POST, handler);
    try {
      expect(() => publicAdsRouter(dispatched.app, 'api')).toThrow('PublicAdsController.getPost is not a public GET');
    } finally {
      Reflect.defineMetadata(METHOD_METADATA, RequestMethod.GET, handler);
    }
    // A parameter it does not read (a body) for getPost.
    const declared = Reflect.getMetadata(ROUTE_ARGS_METADATA, PublicAdsController, 'getPost');
    Reflect.defineMetadata(ROUTE_ARGS_METADATA, { ...declared, [`${RouteParamtypes.BODY}:1`]: { index: 1, pipes: [] } }, PublicAdsController, 'getPost');
    try {
      expect(() => publicAdsRouter(dispatched.app, 'api')).toThrow('PublicAdsController.getPost takes a parameter this dispatch cannot read (3:1)');
    } finally {
      Reflect.defineMetadata(ROUTE_ARGS_METADATA, declared, PublicAdsController, 'getPost');
    }
    expect(() => publicAdsRouter(dispatched.app, 'api')).not.toThrow();
  });

  it('has only the global guards and interceptors it knows to do nothing for public reads', () => {
    // A new one may have to run for the search and the ad page too: if so, route them through Nest (public-ads-dispatch.ts).
    const config = (dispatched.app as unknown as { config: ApplicationConfig }).config;
    const names = (instances: object[]) => instances.map((instance) => instance.constructor.name);
    // RequestBodyGuard reads a body; the dispatched reads are GETs, which have none.
    expect(names(config.getGlobalGuards())).toEqual(['JwtAuthGuard', 'RolesGuard', 'RateLimitGuard', 'RequestBodyGuard', 'ChallengeGuard']);
    expect(names(config.getGlobalInterceptors())).toEqual(['AuditInterceptor']);
    expect(names(config.getGlobalPipes())).toEqual(['AppValidationPipe']);
    // Request-scoped ones and hooks before every request: none.
    expect([
      ...config.getGlobalRequestGuards(),
      ...config.getGlobalRequestInterceptors(),
      ...config.getGlobalRequestPipes(),
      ...config.getGlobalRequestFilters(),
      ...config.getGlobalPreRequestHooks(),
    ]).toEqual([]);
  });
});
