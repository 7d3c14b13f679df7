/**
 * `npm run seed -- --ads N [--saved-searches M]`: fills the configured database (DATABASE_URL or DATA_DIR's SQLite) with N
 * realistic ads, their sellers, photos and payments, in bulk, and M saved searches of those sellers
 * (default N / 10). Big cities get many more ads; a few
 * percent are promoted in various slots; some are expired or inactive. Ids grow with createdAt, as
 * they do when ads are posted over time; a tenth were bumped since (listedAt). Every ad gets its duplicate-detection
 * fingerprints (ad_fingerprints), and its photo a perceptual hash of its own, as if each ad had its own photo (the
 * files come from a shared pool). docs/performance.md has the timings.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createPool, type Pool } from 'mysql2/promise';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/app-config';
import type { FingerprintInput } from '../moderation/duplicates.service';
import { alertWord } from '../common/alert-words';
import { displayNameKey } from '../common/display-name-key';
import { hashPassword } from '../users/password';
import { toSqlDateTime } from '../database/columns';
import { adText, BIG_CITIES, indianMobile, pick, random, weighted } from './demo-content';
import { seedDetails } from './seed-details';

const DAY = 24 * 3600 * 1000;
const ADS_PER_SELLER = 50;
const ADS_PER_PAYMENT = 20;
/** Words people save searches for: common ones of the ads' texts and a few rare ones. */
const SEARCH_WORDS = ['massage', 'dinner', 'travel', 'coffee', 'weekend', 'trekking', 'music', 'ayurvedic', 'discreet', 'friendly', 'couple', 'movie', 'saxophone', 'tabla', 'gym'];

interface Sink {
  /** Inserts rows (arrays in `columns` order) into a table. */
  insert(table: string, columns: string[], rows: unknown[][]): Promise<void>;
  maxId(table: string): Promise<number>;
  /** Bulk-load mode: per-row upkeep that is slow on this engine (SQLite's full-text triggers) is put off to the end. */
  beginBulk(): Promise<void>;
  endBulk(): Promise<void>;
  close(): Promise<void>;
}

/** Milliseconds spent on duplicate-detection fingerprints (printed at the end). */
const fingerprintMs = { computing: 0, storing: 0, indexing: 0 };

function sqliteSink(dataSource: DataSource): Sink {
  const db = (dataSource.driver as unknown as { databaseConnection: import('better-sqlite3').Database }).databaseConnection;
  const statements = new Map<string, import('better-sqlite3').Statement>();
  return {
    async insert(table, columns, rows) {
      // 100 rows a statement: 2.5 times as fast as one (2M fingerprint rows: 2.1 s instead of 5.1).
      const prepared = (count: number) => {
        const key = `${table}:${columns.join(',')}:${count}`;
        const values = `(${columns.map(() => '?').join(', ')})`;
        if (!statements.has(key)) statements.set(key, db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array(count).fill(values).join(', ')}`));
        return statements.get(key)!;
      };
      const many = prepared(100);
      db.transaction(() => {
        let i = 0;
        for (; i + 100 <= rows.length; i += 100) many.run(rows.slice(i, i + 100).flat());
        for (; i < rows.length; i++) prepared(1).run(rows[i]);
      })();
    },
    async maxId(table) {
      return (db.prepare(`SELECT COALESCE(MAX(id), 0) AS id FROM ${table}`).get() as { id: number }).id;
    },
    async beginBulk() {
      db.exec('DROP TRIGGER IF EXISTS ads_fts_insert');
      // 20 fingerprint rows per ad land all over the bucket index: inserting them with the index took 3.7 times as long as without, then building it.
      db.exec('DROP INDEX IF EXISTS IDX_ad_fingerprints_bucket');
    },
    async endBulk() {
      // Recreates the insert trigger of the AdsFullText migration and indexes the new rows in one go.
      db.exec('CREATE TRIGGER ads_fts_insert AFTER INSERT ON ads BEGIN INSERT INTO ads_fts(rowid, title, description) VALUES (new.id, new.title, new.description); END');
      db.exec("INSERT INTO ads_fts(ads_fts) VALUES ('rebuild')");
      // As the Moderation migration creates it.
      const indexing = performance.now();
      db.exec('CREATE INDEX IF NOT EXISTS "IDX_ad_fingerprints_bucket" ON "ad_fingerprints" ("bucket")');
      fingerprintMs.indexing += performance.now() - indexing;
      db.exec('ANALYZE');
    },
    async close() {},
  };
}

function mysqlSink(url: string): Sink {
  const pool: Pool = createPool({ uri: url, connectionLimit: 3, timezone: 'Z' });
  // Bulk load: the seeder's rows are consistent by construction, so skip per-row foreign-key checks.
  pool.pool.on('connection', (connection) => connection.query('SET SESSION foreign_key_checks = 0'));
  const hasBucketIndex = async () => {
    const [rows] = await pool.query(
      "SELECT COUNT(*) AS n FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = 'ad_fingerprints' AND index_name = 'IDX_ad_fingerprints_bucket'",
    );
    return Number((rows as { n: number }[])[0].n) > 0;
  };
  return {
    async insert(table, columns, rows) {
      const chunk = 2000;
      const parts = [];
      for (let i = 0; i < rows.length; i += chunk) parts.push(pool.query(`INSERT INTO ${table} (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES ?`, [rows.slice(i, i + chunk)]));
      await Promise.all(parts);
    },
    async maxId(table) {
      const [rows] = await pool.query(`SELECT COALESCE(MAX(id), 0) AS id FROM ${table}`);
      return Number((rows as { id: number }[])[0].id);
    },
    // The FULLTEXT index stays during the load: InnoDB batches its upkeep well (1M ads in about a minute),
    // while dropping and re-creating it took twice as long and, on MariaDB 10.11, left an index that
    // matched nothing for the rows loaded in between. The fingerprints' bucket index is dropped and built
    // again at the end (sorted), as on SQLite: 20 rows per ad all over it took 12.7 s per 100,000 ads.
    async beginBulk() {
      if (await hasBucketIndex()) await pool.query('ALTER TABLE ad_fingerprints DROP INDEX IDX_ad_fingerprints_bucket');
    },
    async endBulk() {
      const indexing = performance.now();
      // As the Moderation migration creates it (MySQL 8 has no ADD INDEX IF NOT EXISTS).
      if (!(await hasBucketIndex())) await pool.query('ALTER TABLE ad_fingerprints ADD INDEX `IDX_ad_fingerprints_bucket` (`bucket`)');
      fingerprintMs.indexing += performance.now() - indexing;
      await pool.query('ANALYZE TABLE ads, ad_images, ad_details, ad_fingerprints, users, payments, saved_searches');
    },
    async close() {
      await pool.end();
    },
  };
}

const sqlDate = (ms: number) => toSqlDateTime(new Date(ms));

type FingerprintedAd = FingerprintInput & { id: number };

/**
 * The duplicate-detection fingerprints, computed in a worker thread while the main thread makes and inserts ads:
 * about 60 µs of CPU an ad, a minute per million on the main thread. The worker runs the app's own
 * fingerprintBuckets, loaded as the seeder is (a worker inherits `-r @swc-node/register`), and answers in order.
 */
class FingerprintWorker {
  private readonly worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     const { fingerprintBuckets } = require(${JSON.stringify(require.resolve('../moderation/duplicates.service'))});
     parentPort.on('message', (ads) => {
       const started = performance.now();
       const buckets = ads.map((ad) => fingerprintBuckets(ad.id, ad).join(' '));
       parentPort.postMessage({ buckets: buckets.join('\\n'), ms: performance.now() - started });
     });`,
    { eval: true },
  );
  /** Batches sent and not yet answered, the oldest first. */
  private readonly waiting: { ads: FingerprintedAd[]; resolve: (rows: unknown[][]) => void; reject: (error: Error) => void }[] = [];

  constructor() {
    // One string back (a line an ad, its buckets apart by spaces): a copy of one string, not of a million small arrays.
    this.worker.on('message', ({ buckets, ms }: { buckets: string; ms: number }) => {
      const { ads, resolve } = this.waiting.shift()!;
      fingerprintMs.computing += ms;
      resolve(buckets.split('\n').flatMap((line, i) => (line ? line.split(' ').map((bucket) => [ads[i].id, bucket]) : [])));
    });
    const failAll = (error: Error) => this.waiting.splice(0).forEach(({ reject }) => reject(error));
    this.worker.on('error', failAll);
    this.worker.on('exit', (code) => failAll(new Error(`The fingerprint worker stopped (exit code ${code})`)));
  }

  /** The `ad_fingerprints` rows of the ads. */
  rows(ads: FingerprintedAd[]): Promise<unknown[][]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ads, resolve, reject });
      this.worker.postMessage(ads);
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const adsArg = args.indexOf('--ads');
  const count = adsArg >= 0 ? Number(args[adsArg + 1]) : 10_000;
  const searchesArg = args.indexOf('--saved-searches');
  const searchCount = searchesArg >= 0 ? Number(args[searchesArg + 1]) : Math.round(count / 10);
  if (!Number.isInteger(count) || count < 0 || count > 10_000_000 || !Number.isInteger(searchCount) || searchCount < 0 || count + searchCount === 0) {
    console.error('Usage: npm run seed -- --ads N [--saved-searches M]   (0 ≤ N ≤ 10,000,000; M defaults to N / 10)');
    process.exit(2);
  }
  const started = Date.now();
  // npm runs this in backend/: the default data folder is still the repository's ./data, as for `npm start`.
  const root = resolve(process.cwd(), '..');
  const config = loadConfig({ DATA_DIR: resolve(root, 'data'), ...process.env }, root);
  // The app's own start: migrations, reference data, the first admin.
  const app = await NestFactory.createApplicationContext(AppModule.register(config), { logger: ['error', 'warn'] });
  const dataSource = app.get(DataSource);
  const sink = config.database.type === 'sqlite' ? sqliteSink(dataSource) : mysqlSink(config.database.url);

  const rand = random(count);
  // The photos' hashes have their own sequence, so the rest of the seeded data is what it was before they existed.
  const photoRand = random(count ^ 0x5eed);
  const photoHash = () =>
    [photoRand(), photoRand()]
      .map((x) =>
        Math.floor(x * 2 ** 32)
          .toString(16)
          .padStart(8, '0'),
      )
      .join('');
  const categories: { id: number; slug: string }[] = await dataSource.query('SELECT id, slug FROM categories ORDER BY id');
  const locations: { id: number; district: string }[] = await dataSource.query('SELECT id, district FROM locations');
  const slots: { id: number }[] = await dataSource.query('SELECT id FROM time_slots');
  const pickLocation = weighted(locations, (l) => (BIG_CITIES.includes(l.district) ? 40 : 1), rand);
  const categoryWeights = [30, 25, 10, 8, 7, 12, 8];
  const pickCategory = weighted(categories, (c) => categoryWeights[categories.indexOf(c)] ?? 5, rand);
  // Each category's details and every ad's values of them (issue 44), on a random sequence of their own.
  const detailsOf = await seedDetails(dataSource, categories, random(count ^ 0xde7a1));

  // A shared pool of pictures under uploads/seed (never deleted with an ad: MediaService only removes its own files).
  const pictures: { url: string; thumbUrl: string }[] = [];
  mkdirSync(join(config.uploadsDir, 'seed'), { recursive: true });
  for (let i = 0; i < 24; i++) {
    const image = sharp({ create: { width: 800, height: 600, channels: 3, background: { r: (i * 53) % 255, g: (i * 97) % 255, b: (i * 31) % 255 } } });
    writeFileSync(join(config.uploadsDir, 'seed', `${i}.webp`), await image.clone().webp({ quality: 70 }).toBuffer());
    writeFileSync(join(config.uploadsDir, 'seed', `${i}-thumb.webp`), await image.clone().resize(400, 400).webp({ quality: 60 }).toBuffer());
    pictures.push({ url: `/uploads/seed/${i}.webp`, thumbUrl: `/uploads/seed/${i}-thumb.webp` });
  }

  // Sellers, with one shared password hash (hashing a million times would measure argon2, not the database).
  const tag = Date.now().toString(36);
  const passwordHash = await hashPassword('seed-seller-password');
  const sellerCount = Math.ceil(count / ADS_PER_SELLER);
  const firstSeller = (await sink.maxId('users')) + 1;
  const now = Date.now();
  const sellerRows: unknown[][] = [];
  // With their display names: otherwise the app's next start names each of them one by one (UsersService.onModuleInit).
  for (let i = 0; i < sellerCount; i++) {
    const displayName = `Seller${tag}${i}`.slice(0, 30);
    sellerRows.push([`seller-${tag}-${i}@example.com`, `Seed Seller ${i + 1}`, displayName, displayNameKey(displayName), passwordHash, 'USER', 0, 1, sqlDate(now - 90 * DAY)]);
  }
  for (let i = 0; i < sellerRows.length; i += 20_000)
    await sink.insert('users', ['email', 'fullName', 'displayName', 'displayNameKey', 'passwordHash', 'role', 'blocked', 'emailVerified', 'createdAt'], sellerRows.slice(i, i + 20_000));

  if (count) await sink.beginBulk();
  const firstAd = (await sink.maxId('ads')) + 1;
  const span = 45 * DAY;
  const batch = 20_000;
  // With their ids: MySQL inserts the chunks of a batch in parallel, so auto-increment ids would not follow the rows'
  // order, and the photos and fingerprints written for ad `firstAd + i` would belong to another ad.
  const adColumns = [
    'id',
    'title',
    'description',
    'phone',
    'age',
    'status',
    'createdAt',
    'updatedAt',
    'listedAt',
    'expiresAt',
    'promotedUntil',
    'views',
    'categoryId',
    'locationId',
    'sellerId',
    'slotId',
    'details',
  ];
  const fingerprinter = new FingerprintWorker();
  const storeFingerprints = async (rows: unknown[][]) => {
    const storing = performance.now();
    await sink.insert('ad_fingerprints', ['adId', 'bucket'], rows);
    fingerprintMs.storing += performance.now() - storing;
  };
  // The fingerprints of the batch before: computed while this one is made and inserted, stored while the worker does this one's.
  let fingerprinting: Promise<unknown[][]> | undefined;
  for (let start = 0; start < count; start += batch) {
    const ads: unknown[][] = [];
    const images: unknown[][] = [];
    const details: unknown[][] = [];
    const fingerprintInputs: FingerprintedAd[] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const category = pickCategory();
      const location = pickLocation();
      const { title, description } = adText(category.slug, location.district, rand);
      const createdAt = now - span + Math.floor((i / count) * span);
      const roll = rand();
      const active = roll >= 0.08;
      const expired = active && roll < 0.13;
      const promoted = active && !expired && rand() < 0.03;
      // A tenth of live ads were renewed or promoted since: bumped to a later place in "newest first".
      const listedAt = active && !expired && (promoted || rand() < 0.1) ? createdAt + Math.floor(rand() * (now - createdAt)) : createdAt;
      const drawn = detailsOf(category.id);
      ads.push([
        firstAd + i,
        title,
        description,
        indianMobile(rand),
        18 + Math.floor(rand() * 40),
        active ? 'ACTIVE' : 'INACTIVE',
        sqlDate(createdAt),
        sqlDate(createdAt),
        sqlDate(listedAt),
        active ? sqlDate(expired ? now - Math.ceil(rand() * 5) * DAY : createdAt + 60 * DAY) : null,
        promoted ? sqlDate(now + Math.ceil(rand() * 15) * DAY) : null,
        Math.floor(rand() * 500),
        category.id,
        location.id,
        firstSeller + Math.floor(i / ADS_PER_SELLER),
        promoted ? pick(slots, rand).id : null,
        drawn?.json ?? null,
      ]);
      for (const row of drawn?.rows ?? []) details.push([firstAd + i, ...row]);
      const picture = pictures[i % pictures.length];
      const phash = photoHash();
      images.push([firstAd + i, picture.url, picture.thumbUrl, 0, phash]);
      fingerprintInputs.push({ id: firstAd + i, title, description, phashes: [phash] });
    }
    await sink.insert('ads', adColumns, ads);
    await sink.insert('ad_images', ['adId', 'url', 'thumbUrl', 'position', 'phash'], images);
    await sink.insert('ad_details', ['adId', 'fieldId', 'number', 'option'], details);
    const before = fingerprinting;
    fingerprinting = fingerprinter.rows(fingerprintInputs);
    if (before) await storeFingerprints(await before);
    process.stdout.write(`\r${Math.min(count, start + batch).toLocaleString('en-IN')} ads`);
  }
  if (fingerprinting) await storeFingerprints(await fingerprinting);
  await fingerprinter.close();
  process.stdout.write('\n');

  // Wallet top-ups: most approved (with their ledger credit), some pending or rejected.
  const paymentCount = Math.ceil(count / ADS_PER_PAYMENT);
  const firstPayment = (await sink.maxId('payments')) + 1;
  const payments: unknown[][] = [];
  const credits: unknown[][] = [];
  const utrPrefix = String(Math.floor(rand() * 900) + 100);
  for (let i = 0; i < paymentCount; i++) {
    const status = rand() < 0.7 ? 'APPROVED' : rand() < 0.67 ? 'PENDING' : 'REJECTED';
    const amountPaise = (1 + Math.floor(rand() * 20)) * 10_000;
    const userId = firstSeller + (i % sellerCount);
    const createdAt = sqlDate(now - Math.floor(rand() * span));
    payments.push([userId, amountPaise, amountPaise, 'payer@okaxis', `${utrPrefix}${String(firstPayment + i).padStart(9, '0')}`, status, createdAt, status === 'PENDING' ? null : createdAt]);
    if (status === 'APPROVED') credits.push([userId, amountPaise, 'TOP_UP', firstPayment + i, null, 'Wallet top-up by UPI', createdAt]);
  }
  for (let i = 0; i < payments.length; i += 20_000)
    await sink.insert('payments', ['userId', 'amountPaise', 'chargedPaise', 'upiId', 'transactionId', 'status', 'createdAt', 'reviewedAt'], payments.slice(i, i + 20_000));
  for (let i = 0; i < credits.length; i += 20_000)
    await sink.insert('ledger_entries', ['userId', 'amountPaise', 'kind', 'paymentId', 'adId', 'description', 'createdAt'], credits.slice(i, i + 20_000));

  // Saved searches spread as people save them: mostly a category in a district (big cities most), some
  // with a keyword, an age range or photos only; one in ten all of India, always with a keyword (a
  // whole category without one is not something to be mailed about). Owned by any seeded account.
  const [owners] = await dataSource.query("SELECT MIN(id) AS low, MAX(id) AS high FROM users WHERE role = 'USER'");
  const searches: unknown[][] = [];
  for (let i = 0; i < searchCount; i++) {
    const minAge = rand() < 0.2 ? 18 + Math.floor(rand() * 22) : null;
    const everywhere = rand() < 0.1;
    const keyword = everywhere || rand() < 0.15 ? pick(SEARCH_WORDS, rand) : null;
    searches.push([
      Number(owners.low) + Math.floor(rand() * (Number(owners.high) - Number(owners.low) + 1)),
      pickCategory().id,
      everywhere ? null : pickLocation().id,
      keyword,
      alertWord(keyword),
      minAge,
      minAge === null ? null : minAge + 5 + Math.floor(rand() * 15),
      rand() < 0.1 ? 1 : 0,
      rand() < 0.7 ? 'instant' : 'daily',
      sqlDate(now - Math.floor(rand() * span)),
    ]);
  }
  for (let i = 0; i < searches.length; i += 20_000)
    await sink.insert('saved_searches', ['userId', 'categoryId', 'locationId', 'keyword', 'alertWord', 'minAge', 'maxAge', 'withPhotos', 'frequency', 'createdAt'], searches.slice(i, i + 20_000));

  if (count) {
    console.log('Indexing keywords…');
    await sink.endBulk();
  }
  await sink.close();
  await app.close();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${count.toLocaleString('en-IN')} ads, ${sellerCount.toLocaleString('en-IN')} sellers, ${paymentCount.toLocaleString('en-IN')} payments and ${searchCount.toLocaleString('en-IN')} saved searches into ${config.database.type} in ${seconds} s ` +
      `(duplicate-detection fingerprints: ${Object.entries(fingerprintMs)
        .map(([what, ms]) => `${what} ${(ms / 1000).toFixed(1)} s`)
        .join(', ')})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
