/**
 * `npm run bench [-- --ads 1000000 --sizes 10000,100000,1000000 --duration 10 --connections 50]`
 * (also `--engines sqlite,mysql`, `--data <dir>` for the databases, default bench-data/, and
 * `--targets http,alerts` to run only some; the test suite runs a small smoke run)
 *
 * For each engine (SQLite; MySQL/MariaDB too when DATABASE_URL is set) it grows one benchmark
 * database through the sizes (seeding the difference with `npm run seed`), starts the built app on
 * it and measures with autocannon, in one run: a plain Express and a NestJS hello-world (the
 * ceilings, before and after the app), the search API variants asked again and again (`repeated`:
 * about a hundred questions, mostly answered from kept answers), the ad API and the home and search
 * page HTML, then the long tail (bench/long-tail.ts; `--targets longtail`): every request a new
 * question drawn from the seeded data, and a mix of them while a seller edits an ad a second, and the floor under those
 * (bench/floor.ts; `--targets floor`): plain Express reading random ads by primary key, with nothing else the app does.
 * It prints requests per second, p50 and p99 latency and the ratios to the better
 * Express run, then how each figure changes across the sizes, and the storefront's JavaScript and
 * CSS sizes (gzipped). Each database also gets a tenth as many saved searches as ads, and
 * bench/alert-matching.ts measures what matching one new ad against them costs; bench/duplicate-check.ts
 * what duplicate detection costs per new ad (`--targets duplicates`; its table goes into the report too). The same tables go into
 * the section "Latest `npm run bench`" of docs/performance.md (`--report <file>` for another file), replaced on each run.
 */
import autocannon from 'autocannon';
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createConnection } from 'mysql2/promise';
import Database from 'better-sqlite3';
import { slugify } from '../src/common/slug';
import { BIG_CITIES } from '../src/seeds/demo-content';
import type { DuplicateCheckResult } from './duplicate-check';
import { drawSample, questions, storageFacts, Writer } from './long-tail';

const ROOT = resolve(process.cwd(), '..');
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const largest = Number(flag('ads', '1000000'));
const sizes = flag('sizes', [10_000, 100_000, largest].filter((n) => n <= largest).join(','))
  .split(',')
  .map(Number)
  .filter((n, i, all) => n > 0 && all.indexOf(n) === i)
  .sort((a, b) => a - b);
const duration = Number(flag('duration', '10'));
const connections = Number(flag('connections', '50'));
const mysqlUrl = process.env.DATABASE_URL;
const engines = flag('engines', mysqlUrl ? 'sqlite,mysql' : 'sqlite').split(',') as ('sqlite' | 'mysql')[];
const dataRoot = resolve(ROOT, flag('data', 'bench-data'));
const targets = flag('targets', 'http,longtail,floor,alerts,duplicates').split(',');
const reportFile = resolve(ROOT, flag('report', 'docs/performance.md'));
const measuresApp = targets.includes('http') || targets.includes('longtail');
const measuresHttp = measuresApp || targets.includes('floor');
const server = join(ROOT, 'backend/dist/main.js');

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(url: string, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not come up`);
}

function start(command: string, argv: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, argv, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

function freePort(): Promise<string> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(String(port)));
    });
    probe.on('error', reject);
  });
}

/** A JSON write (POST) instead of a GET. */
interface Write {
  method: 'POST';
  body: string;
  /** Solved challenges (X-Challenge), one used up by each request: the route asks for one (@RequiresChallenge()) */
  challenges?: string[];
}

const challengeHeader = (write?: Write): Record<string, string> => (write?.challenges?.length ? { 'x-challenge': write.challenges.pop()! } : {});

/** A benchmark of error pages or of searches that find nothing measures nothing: check the answers first. */
async function expectAnswers(base: string, paths: string[], check: (body: string) => boolean = () => true, write?: Write) {
  const response = await fetch(`${base}${paths[0]}`, write && { method: write.method, body: write.body, headers: { 'Content-Type': 'application/json', ...challengeHeader(write) } });
  const body = await response.text();
  if (!response.ok || !check(body)) throw new Error(`${write?.method ?? 'GET'} ${paths[0]} → ${response.status}: ${body.slice(0, 300)}`);
}

async function measure(name: string, base: string, paths: string[], write?: Write): Promise<Result> {
  await expectAnswers(base, paths, undefined, write);
  const request = write ? { method: write.method, body: write.body, headers: { 'content-type': 'application/json' } } : { method: 'GET' as const };
  // Each request takes its own solved challenge (a pool that runs out shows as errors in the table).
  const setupRequest = write?.challenges ? (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, ...challengeHeader(write) } }) : undefined;
  return run(
    name,
    base,
    paths.map((path) => ({ ...request, path, ...(setupRequest && { setupRequest }) })),
  );
}

/** Every request a new path from `next` (autocannon otherwise cycles through a fixed list, each connection from its start). */
async function measureRandom(name: string, base: string, next: () => string): Promise<Result> {
  await expectAnswers(base, [next()]);
  return run(name, base, [{ method: 'GET', setupRequest: (request: autocannon.Request) => ({ ...request, path: next() }) }]);
}

async function run(name: string, base: string, requests: autocannon.Request[]): Promise<Result> {
  const options = { url: base, connections, duration, requests };
  await autocannon({ ...options, duration: Math.min(2, duration) }); // warm-up: caches, JIT, connection pools
  const r = await autocannon(options);
  const errors = r.errors + r.timeouts + r.non2xx;
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors };
}

function ensureBuilt() {
  if (!existsSync(server)) spawnSync('npm', ['run', 'build', '--workspace', 'backend'], { cwd: ROOT, stdio: 'inherit' });
  if (!existsSync(join(ROOT, 'storefront/dist/index.html'))) spawnSync('npm', ['run', 'build', '--workspace', 'storefront'], { cwd: ROOT, stdio: 'inherit' });
}

/** One database per engine and size, so that every size is measured on its own catalogue. */
async function mysqlUrlFor(size: number): Promise<string> {
  const url = new URL(mysqlUrl!);
  const database = `${url.pathname.slice(1) || 'bazaar_bench'}_${size}`;
  const server = await createConnection({ uri: `${url.protocol}//${url.username}${url.password ? `:${url.password}` : ''}@${url.host}` });
  await server.query(`CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await server.end();
  url.pathname = `/${database}`;
  return url.toString();
}

/** How many rows a benchmark database's table holds (0 before it exists). */
async function rowCount(table: 'ads' | 'saved_searches', engine: 'sqlite' | 'mysql', dataDir: string, url?: string): Promise<number> {
  if (engine === 'sqlite') {
    const file = join(dataDir, 'bazaar.sqlite');
    if (!existsSync(file)) return 0;
    const db = new Database(file, { readonly: true });
    try {
      return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    } catch {
      return 0;
    } finally {
      db.close();
    }
  }
  const connection = await createConnection(url!);
  try {
    const [rows] = await connection.query(`SELECT COUNT(*) AS n FROM ${table}`);
    return Number((rows as { n: number }[])[0].n);
  } catch {
    return 0;
  } finally {
    await connection.end();
  }
}

async function ceilings(): Promise<Result[]> {
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
async function floor(env: Record<string, string>): Promise<Result[]> {
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

/**
 * Solved challenges for the report write, as a script solves them (native SHA-256). The bench's server
 * asks for the smallest (CHALLENGE_MAX_NUMBER=100), so the write measures the server's side: checking
 * and spending a challenge, then the report (docs/decisions/0016-proof-of-work-challenge.md).
 */
async function solvedChallenges(base: string, count: number): Promise<string[]> {
  const solveOne = async () => {
    const c = (await (await fetch(`${base}/api/challenge`)).json()) as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
    for (let number = 0; number <= c.maxnumber; number++) {
      if (
        createHash('sha256')
          .update(c.salt + number)
          .digest('hex') !== c.challenge
      )
        continue;
      return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature })).toString('base64');
    }
    throw new Error('A challenge without a solution');
  };
  const solved: string[] = [];
  while (solved.length < count) solved.push(...(await Promise.all(Array.from({ length: Math.min(50, count - solved.length) }, solveOne))));
  return solved;
}

async function benchApp(env: Record<string, string>, engine: 'sqlite' | 'mysql'): Promise<Result[]> {
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
    const results = targets.includes('longtail') ? await longTail(base, engine, env) : [];
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

/** Notes printed under the run's table (the writer's figures). */
const notes: string[] = [];

/** Questions that do not repeat (bench/long-tail.ts), drawn from live ads of this database. */
async function longTail(base: string, engine: 'sqlite' | 'mysql', env: Record<string, string>): Promise<Result[]> {
  const sample = await drawSample(engine, env.DATA_DIR, env.DATABASE_URL || undefined);
  const ask = questions(sample);
  const results = [
    await measureRandom('long tail: category + district, pages 1-3', base, ask.browse),
    await measureRandom("long tail: + a keyword from the ads' words", base, ask.keyword),
    await measureRandom('long tail: category + keyword, no district', base, ask.categoryWide),
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

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * What the home page loads before it can run: the entry and everything it imports statically (Vite's manifest), plus
 * the texts of the page's language (a chunk each, storefront/src/i18n/index.ts), in English and in Hindi.
 */
function frontEndSizes() {
  const dist = join(ROOT, 'storefront/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.css?.forEach((css) => files.add(css));
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return [...files];
  };
  const size = (assets: string[], ext: string) => assets.filter((a) => a.endsWith(ext)).reduce((sum, a) => sum + gzipSync(readFileSync(join(dist, a))).length, 0);
  const [english, hindi] = ['en', 'hi'].map((language) => closure(['index.html', `src/i18n/locales/${language}/index.ts`]));
  return { js: size(english, '.js'), hindiJs: size(hindi, '.js'), css: size(english, '.css'), files: english };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-IN');

/** The run in Markdown, for the report section: one table per engine and size, then the scaling. */
const report: string[] = [];
const REPORT_START = '<!-- npm run bench replaces from here to the end marker; edit outside it -->';
const REPORT_END = '<!-- end of the npm run bench section -->';

function reportTable(title: string, results: Result[], ceiling: Result, notes: string[]) {
  report.push(`#### ${title}`, '', '| target | req/s | p50 ms | p99 ms | × Express req/s | × Express p99 | errors |', '|---|---|---|---|---|---|---|');
  for (const r of results) report.push(`| ${r.name} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / ceiling.rps).toFixed(2)} | ${(r.p99 / Math.max(1, ceiling.p99)).toFixed(2)} | ${r.errors} |`);
  report.push('', ...notes.map((note) => `- ${note}`), '');
}

/** What duplicate detection cost per new ad, per engine and size (bench/duplicate-check.ts). */
const duplicateChecks: (DuplicateCheckResult & { engine: string })[] = [];

function duplicateReport() {
  const ms = (n: number) => n.toFixed(2);
  report.push(
    '#### Duplicate check per new ad',
    '',
    'similarTo and record in one transaction (rolled back) for copies of live ads: one in ten exact by the same seller, the rest by another seller with two words and two photo-hash bits changed (bench/duplicate-check.ts).',
    '',
    '| engine | ads | fingerprints | similarTo p50 / p99 ms | record p50 / p99 ms | both p50 / p99 / max ms | copied ad found | from its text alone (≥ 0.8 similar) | answers per ad |',
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const d of duplicateChecks)
    report.push(
      `| ${d.engine} | ${fmt(d.ads)} | ${fmt(d.fingerprints)} | ${ms(d.similarTo.p50)} / ${ms(d.similarTo.p99)} | ${ms(d.record.p50)} / ${ms(d.record.p99)} | ${ms(d.total.p50)} / ${ms(d.total.p99)} / ${ms(d.total.max)} | ${(d.found * 100).toFixed(0)} % | ${(d.foundByTextAlone * 100).toFixed(0)} % | ${d.answers.toFixed(1)} |`,
    );
  report.push('');
}

/** Replaces the report section of the file (added at its end the first time). */
function writeReport(lines: string[]) {
  const section = [
    REPORT_START,
    '### Latest `npm run bench`',
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${connections} connections, ${duration} s per target; ratios to the better of two Express hello-world runs (before and after the app). ` +
      '`repeated …` rows ask about a hundred questions again and again, so they measure kept answers; `long tail …` rows ask a new question drawn from the seeded data on every request.',
    '',
    ...lines,
    REPORT_END,
  ].join('\n');
  const text = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const [start, end] = [text.indexOf(REPORT_START), text.indexOf(REPORT_END)];
  const next = start !== -1 && end > start ? `${text.slice(0, start)}${section}${text.slice(end + REPORT_END.length)}` : `${text.trimEnd()}${text ? '\n\n' : ''}${section}\n`;
  writeFileSync(reportFile, next);
  console.log(`\nWrote the tables to ${reportFile}`);
}

function print(title: string, results: Result[], ceiling: Result) {
  console.log(`\n${title}`);
  console.log(`${'target'.padEnd(44)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'× Express rps'.padStart(14)} ${'× Express p99'.padStart(14)} errors`);
  for (const r of results) {
    const ratio = (r.rps / ceiling.rps).toFixed(2);
    const p99 = (r.p99 / Math.max(1, ceiling.p99)).toFixed(2);
    console.log(`${r.name.padEnd(44)} ${fmt(r.rps).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${ratio.padStart(14)} ${p99.padStart(14)} ${r.errors}`);
  }
}

async function main() {
  if (measuresHttp) ensureBuilt();
  const table = new Map<string, Map<number, Result>>();
  for (const engine of engines) {
    for (const size of sizes) {
      // DATABASE_URL is empty for the SQLite runs (the operator's DATABASE_URL names the MySQL server).
      const env: Record<string, string> = { DATA_DIR: join(dataRoot, `${engine}-${size}`), DATABASE_URL: '' };
      if (engine === 'mysql') env.DATABASE_URL = await mysqlUrlFor(size);
      mkdirSync(env.DATA_DIR, { recursive: true });
      const have = await rowCount('ads', engine, env.DATA_DIR, env.DATABASE_URL);
      // A tenth as many saved searches as ads (databases seeded before saved searches existed get theirs now).
      const searchesWanted = Math.round(size / 10) - (await rowCount('saved_searches', engine, env.DATA_DIR, env.DATABASE_URL));
      if (have < size || searchesWanted > 0) {
        console.log(`\n${engine}: seeding ${fmt(Math.max(0, size - have))} ads and ${fmt(Math.max(0, searchesWanted))} saved searches to reach ${fmt(size)}…`);
        const seedArgs = ['--ads', String(Math.max(0, size - have)), '--saved-searches', String(Math.max(0, searchesWanted))];
        const seeded = spawnSync('npm', ['run', 'seed', '--workspace', 'backend', '--', ...seedArgs], {
          cwd: ROOT,
          stdio: 'inherit',
          env: { ...process.env, ...env, SEED_DEMO: 'false' },
        });
        if (seeded.status !== 0) throw new Error('seeding failed');
      }
      if (targets.includes('alerts')) {
        const matching = spawnSync(process.execPath, ['-r', '@swc-node/register', 'bench/alert-matching.ts'], { cwd: join(ROOT, 'backend'), stdio: 'inherit', env: { ...process.env, ...env } });
        if (matching.status !== 0) throw new Error('alert matching failed');
      }
      if (targets.includes('duplicates')) {
        const json = join(env.DATA_DIR, 'duplicate-check.json');
        const check = spawnSync(process.execPath, ['-r', '@swc-node/register', 'bench/duplicate-check.ts', '--json', json], {
          cwd: join(ROOT, 'backend'),
          stdio: 'inherit',
          env: { ...process.env, ...env },
        });
        if (check.status !== 0) throw new Error('duplicate check failed');
        duplicateChecks.push({ engine, ...(JSON.parse(readFileSync(json, 'utf8')) as DuplicateCheckResult) });
      }
      if (!measuresHttp) continue;
      const storage = await storageFacts(engine, env.DATA_DIR, env.DATABASE_URL || undefined);
      // The ceilings are measured before and after the app, and the better Express run is the yardstick:
      // a moment of load elsewhere on the machine during one Express run would otherwise flatter every ratio.
      const loadBefore = loadavg()[0].toFixed(1);
      const before = await ceilings();
      notes.length = 0;
      const app = [...(measuresApp ? await benchApp(env, engine) : []), ...(targets.includes('floor') ? await floor(env) : [])];
      const after = await ceilings();
      const ceiling = [before[0], after[0]].reduce((best, r) => (r.rps > best.rps ? r : best));
      const hello = [before, after].flatMap(([express, nest], i) => [express, nest].map((r) => ({ ...r, name: `${r.name} (${i ? 'after' : 'before'})` })));
      print(
        `${engine}, ${fmt(Math.max(size, have))} ads, ${connections} connections, ${duration} s each, load average ${loadBefore} before, ${loadavg()[0].toFixed(1)} after`,
        [...hello, ...app],
        ceiling,
      );
      console.log([storage, ...notes].join('\n'));
      reportTable(`${engine}, ${fmt(Math.max(size, have))} ads (load average ${loadBefore} before)`, [...hello, ...app], ceiling, [storage, ...notes]);
      for (const r of app) {
        const key = `${engine}: ${r.name}`;
        if (!table.has(key)) table.set(key, new Map());
        table.get(key)!.set(size, { ...r, rps: r.rps / ceiling.rps });
      }
    }
  }
  if (sizes.length > 1 && table.size) {
    console.log(`\nScaling: throughput as a share of the Express ceiling, by catalogue size (ratio smallest/largest)`);
    report.push(`#### Scaling: share of the Express ceiling by catalogue size`, '', `| target | ${sizes.map(fmt).join(' | ')} | smallest ÷ largest |`, `|---|${sizes.map(() => '---|').join('')}---|`);
    for (const [key, bySize] of table) {
      const shares = sizes.map((s) => bySize.get(s)?.rps ?? NaN);
      const change = shares[0] / shares[shares.length - 1];
      console.log(`${key.padEnd(40)} ${shares.map((x) => x.toFixed(2).padStart(6)).join(' ')}   ×${change.toFixed(2)}`);
      report.push(`| ${key} | ${shares.map((x) => x.toFixed(2)).join(' | ')} | ${change.toFixed(2)} |`);
    }
    report.push('');
  }
  if (duplicateChecks.length) duplicateReport();
  if (!measuresHttp) {
    // A run without the HTTP targets does not replace the report's tables, unless it was given a file of its own.
    if (args.includes('--report') && report.length) writeReport(report);
    return;
  }
  const front = frontEndSizes();
  const sizesLine = `Storefront entry (home page) with its language's texts: JavaScript ${(front.js / 1024).toFixed(1)} KB gzipped in English, ${(front.hindiJs / 1024).toFixed(1)} KB in Hindi; CSS ${(front.css / 1024).toFixed(1)} KB gzipped`;
  console.log(`\n${sizesLine} (${front.files.join(', ')})`);
  writeReport([...report, `${sizesLine}.`, '']);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
