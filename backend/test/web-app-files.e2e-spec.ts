import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './create-test-app';

/**
 * The installable storefront's files (docs/decisions/0021-offline-app.md): a service worker the browser checks for a new
 * version on every visit, its Workbox runtime, the web app manifest, all with their own content types, and allowed by the
 * CSP. A missing one is a 404, never the storefront's HTML (a worker answered with a page would fail to update forever).
 */
describe('service worker and web app manifest', () => {
  let t: TestApp;

  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'bazaar-web-'));
    const dist = join(webRoot, 'storefront', 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Default</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'sw.js'), "define(['./workbox-5a1b2c3d'], function (workbox) {});");
    writeFileSync(join(dist, 'workbox-5a1b2c3d.js'), 'define([], function () {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Bazaar', start_url: '/' }));
    writeFileSync(join(dist, 'offline.html'), '<!doctype html><title>You are offline</title>');
    t = await createTestApp({}, { webRoot });
  });
  afterAll(() => t.close());

  it('serves the service worker as JavaScript that is revalidated on every load', async () => {
    const res = await t.http.get('/sw.js').expect(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('workbox-5a1b2c3d');
  });

  it('serves the Workbox runtime and the manifest with their types, kept like other files', async () => {
    const runtime = await t.http.get('/workbox-5a1b2c3d.js').expect(200);
    expect(runtime.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(runtime.headers['cache-control']).toBe('public, max-age=300');
    const manifest = await t.http.get('/manifest.webmanifest').expect(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(manifest.text)).toMatchObject({ name: 'Bazaar', start_url: '/' });
    await t.http.get('/offline.html').expect(200).expect('Content-Type', /html/);
  });

  it('lets the page register a worker and read the manifest (CSP)', async () => {
    const csp = (await t.http.get('/').expect(200)).headers['content-security-policy'];
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it.each(['/service-worker.js', '/workbox-00000000.js', '/site.webmanifest', '/manifest.json', '/some/page/app.css'])('answers a missing %s with 404, not the page', async (path) => {
    const res = await t.http.get(path).expect(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('still answers pages with the storefront', async () => {
    await t.http.get('/women-seeking-men').expect(200).expect('Content-Type', /html/);
  });
});
