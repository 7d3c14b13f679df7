import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { tar } from './archive';
import { dumpDatabase, mysqlTarget } from './mysql-tools';

/** What a backup archive holds besides the database and uploads/; restore reads it first. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  engine: 'sqlite' | 'mysql';
  /** database.sqlite (SQLite) or database.sql (a mysqldump). */
  database: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  engine: BackupManifest['engine'];
  uploads: number;
  warning?: string;
}

/**
 * One .tar.gz with a consistent copy of the database and DATA_DIR/uploads, made while the app
 * runs: SQLite through its online backup API, MySQL/MariaDB with mysqldump --single-transaction.
 * The database is copied first, so every image it refers to is already on disk when uploads/ is
 * read (an image added meanwhile is only an unused extra). Secrets (jwt-secret) are not included.
 */
export async function createBackup(config: AppConfig, options: { out?: string; now?: Date } = {}): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const file = archivePath(options.out ?? join(config.dataDir, 'backups'), now);
  // Staged beside the archive, not in /tmp, which is often a small RAM disk.
  const staging = mkdtempSync(join(dirname(file), '.backup-'));
  try {
    const engine = config.database.type;
    const manifest: BackupManifest = { format: 1, createdAt: now.toISOString(), engine, database: engine === 'sqlite' ? 'database.sqlite' : 'database.sql' };
    if (config.database.type === 'sqlite') await copySqlite(config.database.path, join(staging, manifest.database));
    else await dumpDatabase(mysqlTarget(config.database.url, staging), join(staging, manifest.database));
    writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    // Written under a temporary name and renamed: an archive with the final name is always whole.
    const partial = `${file}.partial`;
    const { warning } = await tar(['-czf', partial, '-C', staging, 'manifest.json', manifest.database, '-C', config.dataDir, 'uploads']);
    chmodSync(partial, 0o600); // password hashes and personal data
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, engine, uploads: countFiles(config.uploadsDir), warning };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function copySqlite(source: string, target: string): Promise<void> {
  if (!existsSync(source)) throw new Error(`No database at ${source}: has the app been started with this DATA_DIR?`);
  const db = new Database(source, { fileMustExist: true });
  try {
    // All pages in one step: copied in small steps, a write by the running app between two of them
    // would restart the copy, again and again on a busy site.
    await db.backup(target, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
}

/** DIR/bazaar-backup-20261123T041709Z.tar.gz, or the given .tar.gz path. */
function archivePath(out: string, now: Date): string {
  if (out.endsWith('.tar.gz')) {
    const file = resolve(out);
    if (existsSync(file)) throw new Error(`${file} already exists`);
    mkdirSync(dirname(file), { recursive: true });
    return file;
  }
  const dir = resolve(out);
  mkdirSync(dir, { recursive: true });
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  for (let n = 1; ; n++) {
    const file = join(dir, `bazaar-backup-${stamp}${n > 1 ? `-${n}` : ''}.tar.gz`);
    if (!existsSync(file)) return file;
  }
}

export function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => n + (entry.isDirectory() ? countFiles(join(dir, entry.name)) : 1), 0);
}
