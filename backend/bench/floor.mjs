// The floor under the long-tail rows, measured by `npm run bench` (`--targets floor`) in the same run as the app: a
// plain Express server that does only the least an answer needs, reading random ACTIVE ads of the bench database by
// primary key in one prepared statement and sending them as JSON. No Nest, no validation, no caches, no search.
// FLOOR_SHAPE=one: one ad's row (what an ad page reads at least); cards: 20 ads with the card columns and thumbnail of
// AdCardsService.cardsStatement (what a page of results reads at least, once its ids are known without the database).
// MySQL/MariaDB with DATABASE_URL, else SQLite in DATA_DIR, read on the main thread (the app reads it in worker
// threads, which costs a message each way).
import { join } from 'node:path';
import express from 'express';

const CARD_COLUMNS = `card.id, card.title, card.age, card.createdAt, card.listedAt, card.promotedUntil, card.slotId, card.categoryId, card.locationId,
  (SELECT img.thumbUrl FROM ad_images img WHERE img.adId = card.id AND img.position = 0) AS thumbUrl`;
const PAGE = 20;
/** The newest this many ACTIVE ads are drawn from. */
const LIVE_IDS = 100_000;

const one = process.env.FLOOR_SHAPE === 'one';
const statement = one ? 'SELECT * FROM ads card WHERE card.id = ?' : `SELECT ${CARD_COLUMNS} FROM ads card WHERE card.id IN (${Array(PAGE).fill('?').join(', ')})`;
const liveIds = `SELECT id FROM ads WHERE status = 'ACTIVE' ORDER BY id DESC LIMIT ${LIVE_IDS}`;

async function mysqlReader() {
  const { createPool } = await import('mysql2/promise');
  // As the app's pool (database/data-source.ts).
  const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 20 });
  return { ids: (await pool.query(liveIds))[0].map((row) => row.id), rows: async (ids) => (await pool.execute(statement, ids))[0] };
}

async function sqliteReader() {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(join(process.env.DATA_DIR, 'bazaar.sqlite'), { readonly: true });
  const prepared = db.prepare(statement);
  return { ids: db.prepare(liveIds).pluck().all(), rows: async (ids) => prepared.all(...ids) };
}

const reader = process.env.DATABASE_URL ? await mysqlReader() : await sqliteReader();
const draw = () => Array.from({ length: one ? 1 : PAGE }, () => reader.ids[Math.floor(Math.random() * reader.ids.length)]);
const app = express();
app.get('/', (_req, res, next) => reader.rows(draw()).then((rows) => res.json(one ? rows[0] : { items: rows }), next));
app.listen(Number(process.env.PORT), '127.0.0.1');
