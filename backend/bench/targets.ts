/**
 * What bench.ts measures over HTTP: the hello-world ceilings, the built app (repeated questions, then the long tail) and
 * the floor under the long tail, each on a server of its own started here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { slugify } from '../src/common/slug';
import { BIG_CITIES } from '../src/seeds/demo-content';
import { expectAnswers, freePort, measure, measureRandom, type Result, sleep, solvedChallenges, start, waitFor } from './load';
import { drawSample, questions, Writer } from './long-tail';
import { duration, type Engine, ROOT, server, targets } from './options';

export function ensureBuilt() {
  if (!existsSync(server)) spawnSync('npm', ['run', 'build', '--workspace', 'backend'], { cwd: ROOT, stdio: 'inherit' });
  if (!existsSync(join(ROOT, 'storefront/dist/index.html'))) spawnSync('npm', ['run', 'build', '--workspace', 'storefront'], { cwd: ROOT, stdio: 'inherit' });
}

/** A plain Express and a NestJS hello-world: what the machine answers with nothing of the app in the way. */
export async function ceilings(): Promise<Result[]> {
  const [expressPort, nestPort] = [await freePort(), await freePort()];
  const express = start(process.execPath, ['backend/bench/hello-express.mjs'], { PORT: expressPort });
  const nest = start(process.execPath, ['-r', '@swc-node/register', 'backend/bench/hello-nest.ts'], { PORT: nestPort });
  try {
    await Promise.all([waitFor(`http://127.0.0.1:${expressPort}/`), waitFor(`http://127.0.0.1:${nestPort}/`)]);
    return [await measure('Express hello-world', `http://127.0.0.1:${expressPort}`, ['/']), await measure('NestJS hello-world', `http://127.0.0.1:${nestPort}`, ['/'])];
  } finally {
    express.kill();
    nest.kill();
  }
}

/**
 * The floor under the long-tail rows (bench/floor.ts): plain Express reading random ACTIVE ads by primary key, one ad
 * and a page of 20 cards, with nothing else an answer of the app does.
 */
export async function floor(env: Record<string, string>): Promise<Result[]> {
  const results: Result[] = [];
  for (const [shape, name] of [
    ['one', 'floor: one ad by id, plain Express'],
    ['cards', 'floor: 20 cards by id, plain Express'],
  ]) {
    const port = await freePort();
    const server = start(process.execPath, ['-r', '@swc-node/register', 'backend/bench/floor.ts'], { ...env, PORT: port, FLOOR_SHAPE: shape });
    try {
      await waitFor(`http://127.0.0.1:${port}/`);
      results.push(await measure(name, `http://127.0.0.1:${port}`, ['/']));
    } finally {
      server.kill();
    }
  }
  return results;
}

/** The built app on this database: the long tail (`--targets longtail`), then the repeated questions and pages (`http`). Notes for the table go into `notes`. */
export async function benchApp(env: Record<string, string>, engine: Engine, notes: string[]): Promise<Result[]> {
  const port = await freePort();
  const app = start(process.execPath, [server], { ...env, PORT: port, SEED_DEMO: 'false', RATE_LIMITS: 'false', CHALLENGE_MAX_NUMBER: '100' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`, 300);
    // Traffic spread as visitors spread it: every category in each of the big cities the seeder favours
    // (a third of all ads), so each variant asks ~100 different questions and cached answers expire under load.
    const categories = ((await (await fetch(`${base}/api/dashboard/get-all-categories`)).json()) as { slug: string }[]).map((c) => c.slug);
    const places = categories.flatMap((category) => BIG_CITIES.map((city) => ({ category, district: slugify(city) })));
    const search = (extra = '') => places.map(({ category, district }) => `/api/dashboard/search?category=${category}&location=${district}${extra}`);
    const latest = (await (await fetch(`${base}${search('&pageSize=100')[0]}`)).json()) as { items: { id: number }[] };
    const ids = latest.items.map((a) => a.id);
    await expectAnswers(base, ['/api/dashboard/search?keyword=friendly'], (body) => JSON.parse(body).total > 0); // the full-text index works
    const results = targets.includes('longtail') ? await longTail(base, engine, env, notes) : [];
    if (!targets.includes('http')) return results;
    return [
      ...results,
      await measure('repeated search: category + district', base, search()),
      await measure('repeated search: + common keyword', base, search('&keyword=friendly')),
      await measure('repeated search: + rare keyword', base, search('&keyword=saxophone')),
      await measure('repeated search: + zero-hit keyword', base, search('&keyword=qwertyuiop')),
      await measure('repeated search: deep page (50)', base, search('&page=50')),
      await measure('repeated search: + age and photos', base, search('&minAge=25&maxAge=35&withPhotos=true')),
      await measure('repeated search: newest first', base, search('&sort=newest')),
      await measure(
        'repeated search: category only',
        base,
        categories.map((category) => `/api/dashboard/search?category=${category}`),
      ),
      await measure(
        'repeated ad API: get-post',
        base,
        ids.map((id) => `/api/dashboard/get-post/${id}`),
      ),
      await measure('home page HTML', base, ['/']),
      await measure(
        'repeated search page HTML',
        base,
        places.map(({ category, district }) => `/${category}/${district}`),
      ),
      // A committed write each: on SQLite this is what synchronous=FULL (an fsync per commit) costs.
      await measure(
        'write: report an ad',
        base,
        ids.map((id) => `/api/dashboard/report-post/${id}`),
        // Enough for 2,000 reports a second through the warm-up and the run.
        { method: 'POST', body: JSON.stringify({ reason: 'SPAM', details: 'bench' }), challenges: await solvedChallenges(base, (duration + 2) * 2000 + 1) },
      ),
    ];
  } finally {
    app.kill('SIGTERM');
    await sleep(500);
  }
}

/** Questions that do not repeat (bench/long-tail.ts), drawn from live ads of this database. */
async function longTail(base: string, engine: Engine, env: Record<string, string>, notes: string[]): Promise<Result[]> {
  const sample = await drawSample(engine, env.DATA_DIR, env.DATABASE_URL || undefined);
  const ask = questions(sample);
  const results = [
    await measureRandom('long tail: category + district, pages 1-3', base, ask.browse),
    await measureRandom("long tail: + a keyword from the ads' words", base, ask.keyword),
    await measureRandom('long tail: category + keyword, no district', base, ask.categoryWide),
    // Issue 44: within 20% of the first row's ratio; the districts within 25, 50 or 100 km of the ad's.
    await measureRandom("long tail: category + district + the ad's details", base, ask.filtered),
    await measureRandom('long tail: category within 25-100 km of a district', base, ask.near),
  ];
  const writer = await Writer.forSample(base, sample);
  writer.start();
  const mix = await measureRandom('long tail: mix, one ad edited a second', base, ask.mix);
  const written = await writer.stop();
  notes.push(`writer during the mix: ${written.writes} edits through the API, p50 ${Math.round(written.p50)} ms, max ${Math.round(written.max)} ms, ${written.errors} errors`);
  results.push({ ...mix, errors: mix.errors + written.errors });
  results.push(await measureRandom('long tail: ad API, random ads', base, ask.adPage));
  return results;
}
