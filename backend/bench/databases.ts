/** The benchmark databases (one per engine and size, grown by `npm run seed`) and the measurements run in a process of their own on them. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import Database from 'better-sqlite3';
import type { DuplicateCheckResult } from './duplicate-check';
import { dataRoot, type Engine, mysqlUrl, ROOT } from './options';
import { fmt } from './report';

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
async function rowCount(table: 'ads' | 'saved_searches', engine: Engine, dataDir: string, url?: string): Promise<number> {
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

/**
 * The engine's database at `size` ads, seeded with the difference if it has fewer: the app's environment for it and
 * how many ads it had before (more than `size` when an earlier run grew it further).
 */
export async function prepareDatabase(engine: Engine, size: number): Promise<{ env: Record<string, string>; have: number }> {
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
  return { env, have };
}

/** bench/alert-matching.ts on this database: what matching one new ad against the saved searches costs (it prints its own lines). */
export function alertMatching(env: Record<string, string>) {
  const matching = spawnSync(process.execPath, ['-r', '@swc-node/register', 'bench/alert-matching.ts'], { cwd: join(ROOT, 'backend'), stdio: 'inherit', env: { ...process.env, ...env } });
  if (matching.status !== 0) throw new Error('alert matching failed');
}

/** bench/duplicate-check.ts on this database: what duplicate detection costs per new ad. */
export function duplicateCheck(env: Record<string, string>): DuplicateCheckResult {
  const json = join(env.DATA_DIR, 'duplicate-check.json');
  const check = spawnSync(process.execPath, ['-r', '@swc-node/register', 'bench/duplicate-check.ts', '--json', json], {
    cwd: join(ROOT, 'backend'),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (check.status !== 0) throw new Error('duplicate check failed');
  return JSON.parse(readFileSync(json, 'utf8')) as DuplicateCheckResult;
}
