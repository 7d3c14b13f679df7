// Before any journey: the one server serves both front ends' pages and every asset their pages load.
// (When this fails, every journey fails with it; this test says why.)
import { request, run } from '../support/harness.mjs';

const APPS = [
  { name: 'storefront', page: '/', assetBase: '/' },
  { name: 'admin console', page: '/admin/', assetBase: '/admin/' },
];

const TYPES = { js: /javascript/, css: /text\/css/ };

describe.each(APPS)('$name', ({ page, assetBase }) => {
  test('its index page and every script and stylesheet it references are served', async () => {
    const answer = await request(run.baseURL + page);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    const html = answer.text;
    const assets = [...html.matchAll(/(?:src|href)="([^"]+\.(js|css))"/g)].map(([, url, kind]) => ({ url: new URL(url, run.baseURL + assetBase).pathname, kind }));
    expect(assets.length).toBeGreaterThan(0);
    const failures = [];
    for (const { url, kind } of assets) {
      const asset = await request(run.baseURL + url);
      const type = asset.headers['content-type'] ?? '';
      if (asset.status !== 200 || !TYPES[kind].test(type)) failures.push(`${url} → ${asset.status} ${type}`);
    }
    expect(failures).toEqual([]);
  });

  test('a missing asset is a 404, not the index page', async () => {
    const answer = await request(`${run.baseURL}${assetBase}assets/does-not-exist-123.js`);
    expect(answer.status).toBe(404);
  });
});
