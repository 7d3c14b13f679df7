import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * mysqldump and the mysql client from Debian's mariadb-client (mariadb-dump/mariadb, with the
 * old names as links), which also work against MySQL 8. Credentials go in an option file, not
 * on the command line where `ps` would show them.
 */
export interface MysqlTarget {
  database: string;
  /** --defaults-extra-file: must be the first argument. */
  optionFile: string;
}

export function mysqlTarget(url: string, workDir: string): MysqlTarget {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!database) throw new Error('DATABASE_URL names no database (mysql://user:pass@host:port/db)');
  const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  const lines = ['[client]', `host=${quote(parsed.hostname)}`, `port=${parsed.port || '3306'}`, `user=${quote(decodeURIComponent(parsed.username))}`];
  if (parsed.password) lines.push(`password=${quote(decodeURIComponent(parsed.password))}`);
  // TCP even for 'localhost', which the client would otherwise take to mean the Unix socket.
  lines.push('protocol=TCP', 'default-character-set=utf8mb4');
  const optionFile = join(workDir, 'client.cnf');
  writeFileSync(optionFile, `${lines.join('\n')}\n`, { mode: 0o600 });
  return { database, optionFile };
}

/** The first of the given programs that is installed, or a message saying what to install. */
export function findProgram(names: string[]): string {
  for (const name of names) {
    const probe = spawnSync(name, ['--version'], { stdio: 'ignore' });
    if (!probe.error) return name;
  }
  throw new Error(`${names.join(' or ')} not found: install the MariaDB client (Debian/Ubuntu: apt-get install mariadb-client)`);
}

/** A consistent dump of an InnoDB database without locking it (--single-transaction). */
export function dumpDatabase(target: MysqlTarget, file: string): Promise<void> {
  const program = findProgram(['mariadb-dump', 'mysqldump']);
  const args = [`--defaults-extra-file=${target.optionFile}`, '--single-transaction', '--quick', '--no-tablespaces', '--hex-blob', `--result-file=${file}`, target.database];
  return run(program, args);
}

/** Feeds a dump to the mysql client. */
export function loadDump(target: MysqlTarget, file: string): Promise<void> {
  const program = findProgram(['mariadb', 'mysql']);
  return run(program, [`--defaults-extra-file=${target.optionFile}`, target.database], file);
}

function run(program: string, args: string[], stdinFile?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: [stdinFile ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    if (stdinFile) createReadStream(stdinFile).on('error', reject).pipe(child.stdin!);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`))));
  });
}
