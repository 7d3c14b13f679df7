// The floor under the long-tail rows, measured by `npm run bench` (`--targets floor`) in the same run as the app: a
// plain Express server that does only the least an answer needs, reading random ACTIVE ads of the bench database by
// primary key in one prepared statement and sending them as JSON. No Nest, no validation, no caches, no search.
// FLOOR_SHAPE=one: one ad's row (what an ad page reads at least); cards: 20 ads with the columns of a search card
// (CARD_COLUMNS, as AdCardsService.cardsStatement reads them; what a page of results reads at least, once its ids are
// known without the database). MySQL/MariaDB with DATABASE_URL, else SQLite in DATA_DIR, read on the main thread (the
// app reads it in worker threads, which costs a message each way).
import 'reflect-metadata';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import express from 'express';
import { createPool } from 'mysql2/promise';
import { CARD_COLUMNS } from '../src/search/ad-cards.service';

const PAGE = 20;
/** The newest this many ACTIVE ads are drawn from. */
const LIVE_IDS = 100_000;

interface Reader {
  ids: number[];
  rows(ids: number[]): Promise<unknown[]>;
}

const one = process.env.FLOOR_SHAPE === 'one';
const statement = one ? 'SELECT * FROM ads card WHERE card.id = ?' : `SELECT ${CARD_COLUMNS} FROM ads card WHERE card.id IN (${Array(PAGE).fill('?').join(', ')})`;
const liveIds = `SELECT id FROM ads WHERE status = 'ACTIVE' ORDER BY id DESC LIMIT ${LIVE_IDS}`;

async function mysqlReader(url: string): Promise<Reader> {
  // As the app's pool (database/data-source.ts).
  const pool = createPool({ uri: url, connectionLimit: 20 });
  const [ids] = await pool.query(liveIds);
  return { ids: (ids as { id: number }[]).map((row) => row.id), rows: async (page) => (await pool.execute(statement, page))[0] as unknown[] };
}

function sqliteReader(dataDir: string): Reader {
  const db = new Database(join(dataDir, 'bazaar.sqlite'), { readonly: true });
  const prepared = db.prepare(statement);
  return { ids: db.prepare(liveIds).pluck().all() as number[], rows: async (page) => prepared.all(...page) };
}

async function main() {
  const reader = process.env.DATABASE_URL ? await mysqlReader(process.env.DATABASE_URL) : sqliteReader(process.env.DATA_DIR!);
  const draw = () => Array.from({ length: one ? 1 : PAGE }, () => reader.ids[Math.floor(Math.random() * reader.ids.length)]);
  const app = express();
  app.get('/', (_req, res, next) => {
    reader.rows(draw()).then((rows) => res.json(one ? rows[0] : { items: rows }), next);
  });
  app.listen(Number(process.env.PORT), '127.0.0.1');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
