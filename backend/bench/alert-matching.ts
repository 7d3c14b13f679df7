/**
 * The cost of matching a new ad against the saved searches (saved-searches/search-alerts.ts), on the
 * configured database (DATA_DIR's SQLite or DATABASE_URL, as for `npm start`): `npm run bench` runs it
 * on each benchmark database; alone, `node -r @swc-node/register bench/alert-matching.ts [--ads 300]`.
 *
 * It takes live ads spread over the catalogue (every nth ACTIVE ad by id, so big cities come up as
 * often as they hold ads) and times two things per ad: *matching* (the candidate lookup on
 * IDX_saved_searches_match and the tests in code) and *going live* (matching, plus the match rows
 * and the instant mails queued, as in a real activation, inside a transaction that is rolled back,
 * so nothing is kept). Prints mean, p50, p99 and max, and how many saved searches were candidates
 * and matched per ad.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { loadConfig } from '../src/config/app-config';
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
  try {
    const [{ ads, searches }] = await dataSource.query(`SELECT (SELECT COUNT(*) FROM ads) AS ads, (SELECT COUNT(*) FROM saved_searches) AS searches`);
    const live: { id: number; categoryId: number; locationId: number }[] = await dataSource.query(`SELECT id, categoryId, locationId FROM ads WHERE status = 'ACTIVE' AND expiresAt > ? ORDER BY id`, [
      new Date().toISOString().replace('T', ' ').replace('Z', ''),
    ]);
    const step = Math.max(1, Math.floor(live.length / sample));
    const picked = live.filter((_, i) => i % step === 0).slice(0, sample);
    const matchTimes: number[] = [];
    const times: number[] = [];
    let candidates = 0;
    let matched = 0;
    for (const ad of picked) {
      const [row] = await dataSource.query(
        'SELECT (SELECT COUNT(*) FROM saved_searches s WHERE s.categoryId = ? AND s.locationId = ?) + (SELECT COUNT(*) FROM saved_searches s WHERE s.categoryId = ? AND s.locationId IS NULL) AS n',
        [ad.categoryId, ad.locationId, ad.categoryId],
      );
      candidates += Number(row.n);
      const started = performance.now();
      await alerts.matching(dataSource.manager, Number(ad.id));
      matchTimes.push(performance.now() - started);
      await dataSource
        .transaction(async (manager) => {
          const started = performance.now();
          matched += await alerts.adWentLive(manager, Number(ad.id));
          times.push(performance.now() - started);
          throw new RolledBack();
        })
        .catch((error) => {
          if (!(error instanceof RolledBack)) throw error;
        });
    }
    const stats = (list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
      return `mean ${(sorted.reduce((sum, t) => sum + t, 0) / sorted.length).toFixed(2)} ms, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
    };
    console.log(`alert matching: ${Number(ads).toLocaleString('en-IN')} ads, ${Number(searches).toLocaleString('en-IN')} saved searches, ${times.length} new ads`);
    console.log(`  matching per ad:  ${stats(matchTimes)}`);
    console.log(`  going live per ad (matching + match rows + instant mails queued): ${stats(times)}`);
    console.log(`  per ad: ${(candidates / times.length).toFixed(1)} candidate searches, ${(matched / times.length).toFixed(1)} alerts`);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
