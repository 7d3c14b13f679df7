import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { tar } from './archive';
import type { BackupManifest } from './backup';
import { countFiles } from './backup';
import { loadDump, mysqlTarget } from './mysql-tools';

export class RestoreRefused extends Error {}

export interface RestoreResult {
  engine: BackupManifest['engine'];
  createdAt: string;
  uploads: number;
}

/**
 * Puts a backup from createBackup() back: the database (same engine only) and DATA_DIR/uploads.
 * Refuses to overwrite a database or uploads folder that has data unless `force` is set. The app
 * must be stopped meanwhile (docs/operations.md); it runs any newer migrations when it starts.
 */
export async function restoreBackup(config: AppConfig, archive: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const file = resolve(archive);
  if (!existsSync(file)) throw new RestoreRefused(`No such backup: ${file}`);
  // Staged in DATA_DIR, so that moving the files into place is a rename on the same disk.
  const staging = mkdtempSync(join(config.dataDir, '.restore-'));
  try {
    await tar(['-xzf', file, '-C', staging, '--no-same-owner']);
    const manifest = readManifest(staging);
    if (manifest.engine !== config.database.type) {
      throw new RestoreRefused(`This backup holds a ${manifest.engine} database, but the configuration points at ${config.database.type}: restore it into the same kind of database`);
    }
    if (!options.force) {
      const tables = (await tablesWithRows(config)).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
      const files = countFiles(config.uploadsDir);
      const existing = [
        ...(tables.length ? [`tables ${tables.slice(0, 3).join(', ')}${tables.length > 3 ? ` and ${tables.length - 3} more` : ''}`] : []),
        ...(files ? [`${files} files in ${config.uploadsDir}`] : []),
      ];
      if (existing.length) throw new RestoreRefused(`Refusing to overwrite data (${existing.join('; ')}): run again with --force to replace it`);
    }

    if (config.database.type === 'sqlite') restoreSqlite(config.database.path, join(staging, manifest.database));
    else await restoreMysql(config.database.url, join(staging, manifest.database), staging);
    replaceUploads(config.uploadsDir, join(staging, 'uploads'));
    return { engine: manifest.engine, createdAt: manifest.createdAt, uploads: countFiles(config.uploadsDir) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

// The tables an operator recognises first, in the refusal message.
const rank = (table: string) => {
  const index = ['users', 'ads', 'payments'].indexOf(table);
  return index < 0 ? 99 : index;
};

function readManifest(dir: string): BackupManifest {
  const path = join(dir, 'manifest.json');
  if (!existsSync(path)) throw new RestoreRefused('Not a Bazaar backup: manifest.json is missing');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
  if (manifest.format !== 1 || !existsSync(join(dir, manifest.database))) throw new RestoreRefused('Not a Bazaar backup, or one of a newer format');
  return manifest;
}

/** Tables holding at least one row: the sign that a restore would destroy something. */
async function tablesWithRows(config: AppConfig): Promise<string[]> {
  if (config.database.type === 'sqlite') {
    if (!existsSync(config.database.path)) return [];
    const db = new Database(config.database.path, { readonly: true });
    try {
      const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
      return tables.filter(({ name }) => db.prepare(`SELECT 1 FROM "${name.replace(/"/g, '""')}" LIMIT 1`).get() !== undefined).map(({ name }) => name);
    } finally {
      db.close();
    }
  }
  const connection = await connectOrNull(config.database.url);
  if (!connection) return [];
  try {
    const [tables] = await connection.query("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'");
    const found: string[] = [];
    for (const { name } of tables as { name: string }[]) {
      const [rows] = await connection.query(`SELECT 1 FROM \`${name}\` LIMIT 1`);
      if ((rows as unknown[]).length) found.push(name);
    }
    return found;
  } finally {
    await connection.end();
  }
}

function restoreSqlite(target: string, copy: string): void {
  const check = new Database(copy, { readonly: true });
  try {
    const result = check.pragma('quick_check', { simple: true });
    if (result !== 'ok') throw new RestoreRefused(`The database in this backup is damaged: ${result}`);
  } finally {
    check.close();
  }
  mkdirSync(dirname(target), { recursive: true });
  // A WAL or shared-memory file left from the old database would be replayed into the new one.
  for (const suffix of ['-wal', '-shm', '-journal', '']) rmSync(`${target}${suffix}`, { force: true });
  renameSync(copy, target);
}

async function restoreMysql(url: string, dump: string, workDir: string): Promise<void> {
  let connection = await connectOrNull(url);
  if (!connection) {
    // A new server: create the database the URL names (needs the CREATE privilege).
    const server = new URL(url);
    const database = decodeURIComponent(server.pathname.slice(1));
    server.pathname = '/';
    const admin = await createConnection({ uri: server.toString() });
    await admin.query(`CREATE DATABASE \`${database.replace(/`/g, '``')}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();
    connection = (await connectOrNull(url))!;
  }
  try {
    // The dump drops and recreates its own tables; tables it does not know (from a newer version) go too.
    const [tables] = await connection.query('SELECT table_name AS name, table_type AS type FROM information_schema.tables WHERE table_schema = DATABASE()');
    await connection.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const { name, type } of tables as { name: string; type: string }[]) {
      await connection.query(`DROP ${type === 'VIEW' ? 'VIEW' : 'TABLE'} IF EXISTS \`${name}\``);
    }
  } finally {
    await connection.end();
  }
  await loadDump(mysqlTarget(url, workDir), dump);
}

async function connectOrNull(url: string) {
  try {
    return await createConnection({ uri: url, connectTimeout: 10_000 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ER_BAD_DB_ERROR') return null;
    throw error;
  }
}

/**
 * Empties uploads/ and moves the backup's files in. The folder itself stays (it may be a mount
 * point: NFS for several app servers).
 */
function replaceUploads(uploadsDir: string, fromBackup: string): void {
  mkdirSync(uploadsDir, { recursive: true });
  for (const entry of readdirSync(uploadsDir)) rmSync(join(uploadsDir, entry), { recursive: true, force: true });
  if (!existsSync(fromBackup)) return;
  for (const entry of readdirSync(fromBackup)) {
    try {
      renameSync(join(fromBackup, entry), join(uploadsDir, entry));
    } catch {
      // Another disk (uploads/ is a mount): copy instead.
      cpSync(join(fromBackup, entry), join(uploadsDir, entry), { recursive: true, preserveTimestamps: true });
    }
  }
}
