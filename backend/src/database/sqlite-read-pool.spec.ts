import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchesWords } from '../common/keywords';
import { ReadError, SqliteReadPool } from './sqlite-read-pool';

/** A WAL database with the app's matches_words(), as data-source.ts opens it. */
function openWriter(file: string) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.function('matches_words', { deterministic: true }, (text, terms) => (matchesWords(String(text ?? ''), String(terms).split(' ')) ? 1 : 0));
  db.exec('CREATE TABLE ads (id INTEGER PRIMARY KEY, title TEXT NOT NULL, age INTEGER, listedAt TEXT)');
  const insert = db.prepare('INSERT INTO ads (title, age, listedAt) VALUES (?, ?, ?)');
  const titles = ['Evening walks in Bandra', 'Coffee and talks', 'शाम की चाय', 'Friendly company, evenings', 'Walkers welcome'];
  for (let i = 0; i < 200; i++) insert.run(`${titles[i % titles.length]} ${i}`, 18 + (i % 40), `2026-11-${String(1 + (i % 28)).padStart(2, '0')} 10:00:00.000`);
  return db;
}

describe('SqliteReadPool', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bazaar-read-pool-'));
  const file = join(dir, 'read-pool.sqlite');
  const writer = openWriter(file);
  let pool: SqliteReadPool;

  beforeEach(() => {
    pool = new SqliteReadPool(file, 2);
  });
  afterEach(() => pool.close());
  afterAll(() => {
    writer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['SELECT id, title, age, listedAt FROM ads WHERE age > ? ORDER BY listedAt DESC, id DESC LIMIT 20', [40]],
    ["SELECT id FROM ads WHERE matches_words(title || ' ' || '', ?) = 1 ORDER BY id", ['walk even']],
    ['SELECT id FROM ads WHERE matches_words(title, ?) = 1 ORDER BY id', ['की चाय']],
    ['SELECT COUNT(*) AS n, SUM(age) AS total, MAX(listedAt) AS latest FROM ads WHERE id IN (?, ?, ?)', [3, 4, 500]],
  ])('answers %s as the writing connection does', async (sql, params) => {
    const expected = writer.prepare(sql).all(...params);
    expect(expected.length).toBeGreaterThan(0);
    expect(await pool.query(sql, params)).toEqual(expected);
  });

  it('sees every commit made before a statement is sent', async () => {
    const { n } = writer.prepare('SELECT COUNT(*) AS n FROM ads').get() as { n: number };
    expect(await pool.query('SELECT COUNT(*) AS n FROM ads')).toEqual([{ n }]);
    const { lastInsertRowid } = writer.prepare('INSERT INTO ads (title, age, listedAt) VALUES (?, ?, ?)').run('A new ad', 30, '2026-11-30 10:00:00.000');
    expect(await pool.query('SELECT title FROM ads WHERE id = ?', [lastInsertRowid])).toEqual([{ title: 'A new ad' }]);
    writer.prepare('DELETE FROM ads WHERE id = ?').run(lastInsertRowid);
  });

  it('does not see a transaction that has not committed', async () => {
    writer.exec('BEGIN');
    writer.prepare("UPDATE ads SET title = 'uncommitted' WHERE id = 1").run();
    expect(await pool.query('SELECT title FROM ads WHERE id = 1')).toEqual([{ title: 'Evening walks in Bandra 0' }]);
    writer.exec('ROLLBACK');
  });

  it('refuses writes and reports SQL errors with their code', async () => {
    await expect(pool.query("UPDATE ads SET title = 'x'")).rejects.toMatchObject({ code: 'SQLITE_READONLY' });
    await expect(pool.query('SELECT nope FROM ads')).rejects.toBeInstanceOf(ReadError);
    expect(await pool.query('SELECT COUNT(*) AS n FROM ads WHERE id = ?', [1])).toEqual([{ n: 1 }]);
  });

  it('spreads statements over its workers', async () => {
    const answers = pool.query('SELECT id FROM ads WHERE id <= 3 ORDER BY id');
    const more = pool.query('SELECT id FROM ads WHERE id <= 2 ORDER BY id');
    expect(pool.busy).toEqual([1, 1]);
    expect(await Promise.all([answers, more])).toEqual([
      [{ id: 1 }, { id: 2 }, { id: 3 }],
      [{ id: 1 }, { id: 2 }],
    ]);
    expect(pool.busy).toEqual([0, 0]);
  });

  it('replaces a worker that dies, and sends its statements again', async () => {
    await pool.query('SELECT 1 AS one');
    const running = Promise.all([pool.query('SELECT COUNT(*) AS n FROM ads'), pool.query('SELECT COUNT(*) AS n FROM ads')]);
    await pool.crashOne();
    expect(await running).toEqual([[{ n: 200 }], [{ n: 200 }]]);
    expect(await pool.query('SELECT id FROM ads WHERE id = 7')).toEqual([{ id: 7 }]);
    expect(pool.busy).toHaveLength(2);
  });

  it('lets running statements finish on close, then refuses new ones', async () => {
    const running = pool.query('SELECT COUNT(*) AS n FROM ads a, ads b');
    await pool.close();
    expect(await running).toEqual([{ n: 40_000 }]);
    expect(pool.busy).toEqual([]);
    await expect(pool.query('SELECT 1')).rejects.toThrow('closed');
  });
});
