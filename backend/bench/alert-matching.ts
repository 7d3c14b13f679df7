/**
 * The cost of saved-search alerts for a new ad (saved-searches/search-alerts.ts), on the configured
 * database (DATA_DIR's SQLite or DATABASE_URL, as for `npm start`): `npm run bench` runs it on each
 * benchmark database; alone, `node -r @swc-node/register bench/alert-matching.ts [--ads 300]`.
 *
 * It takes live ads spread over the catalogue (every nth ACTIVE ad by id, so big cities come up as
 * often as they hold ads) and times three things per ad: *matching* (the candidate lookups on
 * IDX_saved_searches_match, all-India searches by word, and the tests in code), *going live* (what
 * the activation's transaction does for alerts: the pending_alerts row) and the *follow-up job*
 * (matching and rendering the mails, then claiming that row, the match rows and the instant mails
 * queued), the last two inside a transaction that is rolled back, so nothing is kept. The job's own transaction (the writes) is also
 * timed alone: on SQLite it is how long the job holds the one writer. Prints mean, p50, p99 and max, and per ad
 * how many saved searches were read, how many the category-wide read of all-India searches
 * (before the word index) would have read, and how many matched.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { resolve } from 'node:path';
import { DataSource, type EntityManager } from 'typeorm';
import { AppModule } from '../src/app.module';
import { loadConfig } from '../src/config/app-config';
import { AlertMatcher } from '../src/saved-searches/alert-matcher';
import { SearchAlerts } from '../src/saved-searches/search-alerts';

class RolledBack extends Error {}

const args = process.argv.slice(2);
const sample = Number(args.includes('--ads') ? args[args.indexOf('--ads') + 1] : 300);

async function main() {
  const root = resolve(process.cwd(), '..');
  const config = loadConfig({ DATA_DIR: resolve(root, 'data'), ...process.env, SEED_DEMO: 'false' }, root);
  const app = await NestFactory.createApplicationContext(AppModule.register(config), { logger: ['error', 'warn'] });
  const dataSource = app.get(DataSource);
  const alerts = app.get(SearchAlerts);
  const matcher = app.get(AlertMatcher);
  /** Runs the work in a transaction that is rolled back. */
  const rolledBack = (work: (manager: EntityManager) => Promise<void>) =>
    dataSource
      .transaction(async (manager) => {
        await work(manager);
        throw new RolledBack();
      })
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  try {
    const [{ ads, searches }] = await dataSource.query(`SELECT (SELECT COUNT(*) FROM ads) AS ads, (SELECT COUNT(*) FROM saved_searches) AS searches`);
    const live: { id: number; categoryId: number; locationId: number }[] = await dataSource.query(`SELECT id, categoryId, locationId FROM ads WHERE status = 'ACTIVE' AND expiresAt > ? ORDER BY id`, [
      new Date().toISOString().replace('T', ' ').replace('Z', ''),
    ]);
    const step = Math.max(1, Math.floor(live.length / sample));
    const picked = live.filter((_, i) => i % step === 0).slice(0, sample);
    const matchTimes: number[] = [];
    const goLiveTimes: number[] = [];
    const jobTimes: number[] = [];
    const recordTimes: number[] = [];
    let candidates = 0;
    let categoryWide = 0;
    let matched = 0;
    for (const ad of picked) {
      const [row] = await dataSource.query(
        'SELECT (SELECT COUNT(*) FROM saved_searches s WHERE s.categoryId = ? AND s.locationId = ?) + (SELECT COUNT(*) FROM saved_searches s WHERE s.categoryId = ? AND s.locationId IS NULL) AS n',
        [ad.categoryId, ad.locationId, ad.categoryId],
      );
      categoryWide += Number(row.n);
      let started = performance.now();
      candidates += (await matcher.matching(dataSource.manager, Number(ad.id))).candidates;
      matchTimes.push(performance.now() - started);
      await rolledBack(async (manager) => {
        started = performance.now();
        await alerts.adWentLive(manager, Number(ad.id));
        goLiveTimes.push(performance.now() - started);
        started = performance.now();
        const prepared = await alerts.prepareAlerts(dataSource.manager, Number(ad.id));
        const recording = performance.now();
        matched += (await alerts.recordAlerts(manager, prepared)) ?? 0;
        recordTimes.push(performance.now() - recording);
        jobTimes.push(performance.now() - started);
      });
    }
    const stats = (list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
      return `mean ${(sorted.reduce((sum, t) => sum + t, 0) / sorted.length).toFixed(2)} ms, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
    };
    const n = picked.length;
    console.log(`alert matching: ${Number(ads).toLocaleString('en-IN')} ads, ${Number(searches).toLocaleString('en-IN')} saved searches, ${n} new ads`);
    console.log(`  matching per ad:  ${stats(matchTimes)}`);
    console.log(`  going live per ad (the pending row, in the activation's transaction): ${stats(goLiveTimes)}`);
    console.log(`  follow-up job per ad (matching, mails rendered, then its transaction): ${stats(jobTimes)}`);
    console.log(`    of which its transaction (claim, match rows, instant mails queued): ${stats(recordTimes)}`);
    console.log(`  per ad: ${(candidates / n).toFixed(1)} saved searches read (${(categoryWide / n).toFixed(1)} without the word index), ${(matched / n).toFixed(1)} alerts`);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
