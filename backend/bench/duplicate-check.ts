/**
 * The cost per new ad of duplicate detection (moderation/duplicates.service.ts) on the configured database
 * (DATA_DIR's SQLite or DATABASE_URL, as for `npm start`): `npm run bench` runs it on each benchmark
 * database; alone, `node -r @swc-node/register bench/duplicate-check.ts [--ads 300] [--json file]`.
 *
 * It takes live ads spread over the catalogue (every nth by id) and posts each again, as a copy would
 * be: one in ten an exact copy by the same seller (same text, same photo hash), the rest by another
 * seller with two words of the text changed and two bits of the photo's hash flipped (what re-encoding
 * and resizing do). Per ad it times `similarTo` (with the poster's seller id, so their own 50 ads are
 * read too) and `record` inside one transaction that is rolled back (as AdsService would call them in
 * the ad's write transaction), and counts how often the ad copied was among the answers; then, untimed,
 * how often the bucket index alone finds it from the text alone, among the copies whose text is still
 * at least 0.8 similar. The seeded texts are made of a few templates (every description shares its
 * two stock sentences with a 36th of all ads), so text buckets are far more crowded than real ones.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { loadConfig } from '../src/config/app-config';
import { toSqlDateTime } from '../src/database/columns';
import { DuplicatesService, type SimilarAd } from '../src/moderation/duplicates.service';
import { jaccard, shingles, TEXT_MIN_SIMILARITY } from '../src/moderation/text-fingerprint';

class RolledBack extends Error {}

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const sample = Number(flag('ads') ?? 300);
const jsonFile = flag('json');

/** Two bits flipped, as a re-encoded and resized photo's hash differs (0–4 bits measured). */
const nearHash = (hash: string, i: number) => {
  const digits = hash.split('');
  for (const at of [i % 16, (i + 7) % 16]) digits[at] = ((parseInt(digits[at], 16) ^ (1 << (i % 4))) & 15).toString(16);
  return digits.join('');
};
/** Two words of the description replaced. */
const edited = (text: string, i: number) => {
  const words = text.split(' ');
  for (const at of [3 + (i % 5), words.length - 2]) if (at > 0 && at < words.length) words[at] = `changed${i}`;
  return words.join(' ');
};

export interface DuplicateCheckResult {
  ads: number;
  fingerprints: number;
  checks: number;
  similarTo: Stats;
  record: Stats;
  total: Stats;
  found: number;
  foundByTextAlone: number;
  answers: number;
}
interface Stats {
  p50: number;
  p99: number;
  mean: number;
  max: number;
}

function stats(list: number[]): Stats {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p99: at(0.99), mean: sorted.reduce((sum, t) => sum + t, 0) / sorted.length, max: at(1) };
}

async function main() {
  const root = resolve(process.cwd(), '..');
  const config = loadConfig({ DATA_DIR: resolve(root, 'data'), ...process.env, SEED_DEMO: 'false' }, root);
  const app = await NestFactory.createApplicationContext(AppModule.register(config), { logger: ['error', 'warn'] });
  const dataSource = app.get(DataSource);
  const duplicates = app.get(DuplicatesService);
  try {
    const [counts] = await dataSource.query('SELECT (SELECT COUNT(*) FROM ads) AS ads, (SELECT COUNT(*) FROM ad_fingerprints) AS fingerprints, (SELECT MAX(adId) FROM ad_fingerprints) AS lastAd');
    const [ads, fingerprints] = [Number(counts.ads), Number(counts.fingerprints)];
    // A database seeded before fingerprints existed would measure lookups in an empty index.
    if (fingerprints < ads * 10) throw new Error(`${ads} ads but ${fingerprints} fingerprints: this database was seeded before duplicate detection; seed a new one`);
    const live: { id: number; sellerId: number; title: string; description: string; phash: string | null }[] = await dataSource.query(
      `SELECT a.id, a.sellerId, a.title, a.description, (SELECT i.phash FROM ad_images i WHERE i.adId = a.id ORDER BY i.position LIMIT 1) AS phash
       FROM ads a WHERE a.status = 'ACTIVE' AND a.expiresAt > ? AND a.id % ? = 0 ORDER BY a.id LIMIT ?`,
      [toSqlDateTime(new Date()), Math.max(1, Math.floor(ads / (sample * 1.2))), sample],
    );
    const similarTimes: number[] = [];
    const recordTimes: number[] = [];
    const totalTimes: number[] = [];
    let [found, foundByTextAlone, similarTexts, answers] = [0, 0, 0, 0];
    for (const [i, ad] of live.entries()) {
      const exact = i % 10 === 0;
      const input = { title: ad.title, description: exact ? ad.description : edited(ad.description, i), phashes: ad.phash ? [exact ? ad.phash : nearHash(ad.phash, i)] : [] };
      let similar: SimilarAd[] = [];
      await dataSource
        .transaction(async (manager) => {
          const started = performance.now();
          similar = await duplicates.similarTo(input, { limit: 100, sellerId: Number(ad.sellerId) + (exact ? 0 : 1) }, manager);
          const recording = performance.now();
          // A new ad: its row exists when its fingerprints are written (here the copied ad's id, rolled back).
          await duplicates.record(manager, Number(ad.id), input);
          const done = performance.now();
          similarTimes.push(recording - started);
          recordTimes.push(done - recording);
          totalTimes.push(done - started);
          throw new RolledBack();
        })
        .catch((error) => {
          if (!(error instanceof RolledBack)) throw error;
        });
      answers += similar.length;
      if (similar.some((s) => s.adId === Number(ad.id))) found++;
      // Not timed: the same text without its photo, through the buckets alone (no seller).
      if (jaccard(shingles(ad.title, ad.description), shingles(input.title, input.description)) < TEXT_MIN_SIMILARITY) continue;
      similarTexts++;
      if ((await duplicates.similarTo({ ...input, phashes: [] }, { limit: 100 })).some((s) => s.adId === Number(ad.id))) foundByTextAlone++;
    }
    const result: DuplicateCheckResult = {
      ads,
      fingerprints,
      checks: live.length,
      similarTo: stats(similarTimes),
      record: stats(recordTimes),
      total: stats(totalTimes),
      found: found / live.length,
      foundByTextAlone: foundByTextAlone / similarTexts,
      answers: answers / live.length,
    };
    const line = (s: Stats) => `mean ${s.mean.toFixed(2)} ms, p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms, max ${s.max.toFixed(2)} ms`;
    console.log(`duplicate check: ${ads.toLocaleString('en-IN')} ads, ${fingerprints.toLocaleString('en-IN')} fingerprints, ${live.length} copies of live ads`);
    console.log(`  similarTo per ad: ${line(result.similarTo)}`);
    console.log(`  record per ad:    ${line(result.record)}`);
    console.log(`  both per ad:      ${line(result.total)}`);
    console.log(
      `  the copied ad among the answers: ${(result.found * 100).toFixed(0)} % (from its text alone, when still ≥ ${TEXT_MIN_SIMILARITY} similar: ${(result.foundByTextAlone * 100).toFixed(0)} %); ${result.answers.toFixed(1)} answers per ad`,
    );
    if (jsonFile) writeFileSync(jsonFile, JSON.stringify(result));
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
