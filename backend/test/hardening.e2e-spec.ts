import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderIndex } from '../src/seo/page-meta.service';
import { createTestApp, type TestApp } from './create-test-app';
import { bearer, createSeller, postAd } from './factories';

declare const TEST_ENGINE: 'sqlite' | 'mariadb';

const PUBLIC_URL = 'https://bazaar.example';
const TEMPLATE = '<!doctype html><html><head><title>Default</title><meta name="description" content="Default" /></head><body></body></html>';

/** Links from PUBLIC_URL only, titles put in the page as written, private files, durable commits, CORS (docs/security.md, "Origins and links"; docs/performance.md, "Durable commits on SQLite"). */
describe('smaller hardening', () => {
  let t: TestApp;

  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'bazaar-web-'));
    mkdirSync(join(webRoot, 'storefront', 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'storefront', 'dist', 'index.html'), TEMPLATE);
    t = await createTestApp({ PUBLIC_URL, CORS_ORIGINS: 'https://partner.example, http://localhost:5173' }, { webRoot });
  });
  afterAll(() => t.close());

  describe('PUBLIC_URL', () => {
    it('builds the sitemap, robots.txt and canonical links from it, whatever Host a client sends', async () => {
      for (const host of ['evil.example', 'other.example']) {
        const sitemap = await t.http.get('/sitemap.xml').set('Host', host).expect(200);
        const locations = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
        expect(locations.length).toBeGreaterThan(100);
        expect(locations.every((loc) => loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);
        expect((await t.http.get('/robots.txt').set('Host', host).expect(200)).text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
        expect((await t.http.get('/women-seeking-men').set('Host', host).expect(200)).text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/women-seeking-men" />`);
      }
    });
  });

  describe('ad titles in the page head', () => {
    it("are put in as written, even with $' $` $& in them", async () => {
      const title = "Price $' and $` with $& here";
      const html = renderIndex(TEMPLATE, { title, description: 'About $&', status: 200, language: 'en' }, PUBLIC_URL);
      expect(html).toContain(`<title>Price $&#39; and $\` with $&#38; here</title>`);
      expect(html).toContain('<meta name="description" content="About $&#38;" />');
      expect(html.match(/<title>/g)).toHaveLength(1);
    });

    it('come out right in a served ad page', async () => {
      const seller = await createSeller(t);
      const ad = (await postAd(t.http, seller.token, { title: "Dinner for two $' and a $& show" })).body;
      await t.http.post(`/api/seller/transaction/post-free-ad/${ad.id}`).set(bearer(seller.token)).expect(200);
      const html = (await t.http.get(`/ad/${ad.slug}/${ad.id}`).expect(200)).text;
      expect(html).toMatch(/<title>Dinner for two \$&#39; and a \$&#38; show \([^)]+\) \| Bazaar<\/title>/);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
    });
  });

  describe('DATA_DIR', () => {
    it('is readable by the app alone, and so is the SQLite database', async () => {
      expect(statSync(t.config.dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(t.config.uploadsDir).mode & 0o777).toBe(0o700);
      if (TEST_ENGINE !== 'sqlite') return;
      const file = join(t.config.dataDir, 'bazaar.sqlite');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(`${file}-wal`).mode & 0o777).toBe(0o600);
    });

    it('keeps SQLite commits through a power cut (synchronous FULL, WAL)', async () => {
      if (TEST_ENGINE !== 'sqlite') return;
      const [{ synchronous }] = await t.dataSource.query('PRAGMA synchronous');
      const [{ journal_mode }] = await t.dataSource.query('PRAGMA journal_mode');
      expect({ synchronous, journal_mode }).toEqual({ synchronous: 2, journal_mode: 'wal' });
    });
  });

  describe('CORS', () => {
    const preflight = (origin: string) => t.http.options('/api/dashboard/get-all-categories').set('Origin', origin).set('Access-Control-Request-Method', 'GET');

    it('answers only the origins in CORS_ORIGINS', async () => {
      const partner = await t.http.get('/api/dashboard/get-all-categories').set('Origin', 'https://partner.example').expect(200);
      expect(partner.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect(partner.headers['access-control-expose-headers']).toContain('Content-Range');
      expect((await preflight('http://localhost:5173')).headers['access-control-allow-origin']).toBe('http://localhost:5173');

      const stranger = await t.http.get('/api/dashboard/get-all-categories').set('Origin', 'https://evil.example').expect(200);
      expect(stranger.headers).not.toHaveProperty('access-control-allow-origin');
      expect((await preflight('https://evil.example')).headers).not.toHaveProperty('access-control-allow-origin');
    });

    it('allows no other origin by default', async () => {
      const plain = await createTestApp();
      try {
        const res = await plain.http.get('/api/dashboard/get-all-categories').set('Origin', 'https://partner.example').expect(200);
        expect(res.headers).not.toHaveProperty('access-control-allow-origin');
      } finally {
        await plain.close();
      }
    });
  });

  describe('requests Node cannot read', () => {
    /**
     * Sends raw bytes, each further part once an answer to the one before has begun to arrive, and returns what came
     * back before the server closed the connection (a reset ends it too).
     */
    const exchange = (bytes: string, ...later: string[]) =>
      new Promise<string>((resolve, reject) => {
        const server = t.app.getHttpServer() as Server;
        const listening = server.listening ? Promise.resolve() : new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
        void listening.then(() => {
          const chunks: Buffer[] = [];
          const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () => socket.write(bytes));
          socket.on('data', (chunk) => {
            chunks.push(chunk);
            if (later.length) socket.write(later.shift()!);
          });
          socket.on('error', (error: NodeJS.ErrnoException) => (['ECONNRESET', 'EPIPE'].includes(error.code ?? '') ? undefined : reject(error)));
          socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
          socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
        });
      });
    const parse = (answer: string) => {
      const [head, body] = answer.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), type: /content-type: ([^\r]+)/i.exec(head)?.[1], body: JSON.parse(body) as { detail: unknown } };
    };

    it('a query string over 16 KB: 431 with a detail, as every refusal', async () => {
      const res = await t.http.get(`/api/dashboard/search?keyword=${'a'.repeat(20_000)}`);
      expect({ status: res.status, type: res.headers['content-type'] }).toEqual({ status: 431, type: 'application/json; charset=utf-8' });
      expect(res.body.detail).toMatch(/too long: at most 16 KB/);
    });

    it('a header of a megabyte: 431 with a detail, or the connection cut while it is still being sent', async () => {
      const answer = await exchange(`GET /api/dashboard/get-all-categories HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(1024 * 1024)}\r\n\r\n`);
      if (answer) expect(parse(answer)).toMatchObject({ status: 431, body: { detail: expect.stringMatching(/too long/) } });
    });

    it.each([
      ['bytes that are not HTTP', 'HELLO THERE\r\n\r\n'],
      ['a header line without a colon', 'GET /api/dashboard/get-all-categories HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n'],
      ['a body length that is not a number', 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: lots\r\n\r\n'],
    ])('%s: 400 with a detail', async (_, bytes) => {
      expect(parse(await exchange(bytes))).toEqual({ status: 400, type: 'application/json; charset=utf-8', body: { detail: 'The request is not valid HTTP/1.1' } });
    });

    it('after an answer on the same connection, still a 400 with a detail for what follows', async () => {
      const answer = await exchange('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', 'HELLO THERE\r\n\r\n');
      const second = answer.slice(answer.lastIndexOf('HTTP/1.1 '));
      expect(answer.indexOf('HTTP/1.1 200')).toBe(0);
      expect(parse(second)).toMatchObject({ status: 400, body: { detail: 'The request is not valid HTTP/1.1' } });
    });
  });
});
