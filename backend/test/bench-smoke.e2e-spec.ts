import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { ensureBuilt, ensureStorefrontBuilt } from './server-process';

declare const TEST_ENGINE: 'sqlite' | 'mariadb';

const MYSQL_SERVER = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const ADS = 2000;
const TARGETS = [
  'Express hello-world (before)',
  'NestJS hello-world (before)',
  'Express hello-world (after)',
  'NestJS hello-world (after)',
  'long tail: category + district, pages 1-3',
  "long tail: + a keyword from the ads' words",
  'long tail: category + keyword, no district',
  'long tail: mix, one ad edited a second',
  'long tail: ad API, random ads',
  'floor: one ad by id, plain Express',
  'floor: 20 cards by id, plain Express',
  'repeated search: category + district',
  'repeated search: + common keyword',
  'repeated search: + rare keyword',
  'repeated search: + zero-hit keyword',
  'repeated search: deep page (50)',
  'repeated search: + age and photos',
  'repeated search: newest first',
  'repeated search: category only',
  'repeated ad API: get-post',
  'home page HTML',
  'repeated search page HTML',
  'write: report an ad',
];

/**
 * `npm run bench` is not run by CI at full size, so that it cannot rot a smoke run is: 2,000 ads
 * seeded with `npm run seed` on this project's engine, every target measured for a second.
 */
describe('npm run bench (smoke run)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-bench-'));
  const database = `bazaar_bench_smoke_${process.pid}`;
  let build: ReturnType<typeof ensureBuilt>;

  // The bench runs backend/dist/main.js, which serves the built storefront beside it.
  beforeAll(() => {
    build = ensureBuilt();
    ensureStorefrontBuilt();
  });

  afterAll(async () => {
    build?.release();
    rmSync(dataDir, { recursive: true, force: true });
    if (TEST_ENGINE === 'mariadb') {
      const server = await createConnection(MYSQL_SERVER);
      await server.query(`DROP DATABASE IF EXISTS ${database}_${ADS}`);
      await server.end();
    }
  });

  it('seeds the catalogue, then measures every target without errors', () => {
    const engine = TEST_ENGINE === 'mariadb' ? 'mysql' : 'sqlite';
    const report = join(dataDir, 'performance.md');
    writeFileSync(report, '# Performance\n\nWritten by hand.\n');
    const args = ['--ads', String(ADS), '--sizes', String(ADS), '--duration', '1', '--connections', '5', '--engines', engine, '--data', dataDir, '--report', report];
    const run = spawnSync(process.execPath, ['-r', '@swc-node/register', 'bench/bench.ts', ...args], {
      env: { ...process.env, DATABASE_URL: engine === 'mysql' ? `${MYSQL_SERVER}/${database}` : '' },
      encoding: 'utf8',
      timeout: 240_000,
    });
    if (run.status !== 0) throw new Error(`npm run bench exited with ${run.status ?? run.signal}:\n${run.stderr.slice(-3000)}\n${run.stdout.slice(-1500)}`);

    expect(run.stdout).toContain(`Seeded ${ADS.toLocaleString('en-IN')} ads`);
    for (const target of TARGETS) {
      // name, req/s, p50, p99, two ratios, errors
      const row = run.stdout.split('\n').find((line) => line.startsWith(`${target} `));
      const [rps, , , , , errors] = (row ?? '').slice(target.length).trim().split(/\s+/);
      expect({ target, rps: Number(rps?.replace(/,/g, '')) > 0, errors }).toEqual({ target, rps: true, errors: '0' });
    }
    expect(run.stdout).toMatch(/alert matching: [\d,]+ ads, [\d,]+ saved searches/);
    expect(run.stdout).toMatch(/duplicate check: [\d,]+ ads, [\d,]+ fingerprints, \d+ copies of live ads/);
    expect(run.stdout).toMatch(/writer during the mix: [1-9]\d* edits through the API, .*, 0 errors/);
    expect(run.stdout).toMatch(TEST_ENGINE === 'mariadb' ? /innodb_buffer_pool_size [\d,]+ MB; largest tables (ads|ad_fingerprints) / : /SQLite file [\d,]+ MB/);
    // The home page's JavaScript within the product's budget in both languages: over it, "(OVER in …)" stands before "(en".
    expect(run.stdout).toMatch(/Storefront home page \(everything its first load fetches\): JavaScript [\d.]+ KB gzipped in English, [\d.]+ KB in Hindi, budget 250\.0 KB \(en /);
    // The same tables, in Markdown, after what was written by hand.
    const written = readFileSync(report, 'utf8');
    expect(written).toMatch(/^# Performance\n\nWritten by hand\.\n\n<!-- npm run bench replaces/);
    expect(written).toContain(`#### ${engine}, ${ADS.toLocaleString('en-IN')} ads`);
    expect(written).toMatch(new RegExp(`\\| ${engine} \\| ${ADS.toLocaleString('en-IN')} \\| [\\d,]+ \\| [\\d.]+ / [\\d.]+ \\|`));
    for (const target of TARGETS) expect(written.split('\n').find((line) => line.startsWith(`| ${target} | `))).toMatch(/^\| .+ \| [\d,]+ \| [\d.]+ \| [\d.]+ \| [\d.]+ \| [\d.]+ \| 0 \|$/);
  }, 300_000);
});
