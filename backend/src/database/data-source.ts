import { createConnection } from 'mysql2/promise';
import type { DataSourceOptions } from 'typeorm';
import { matchesWords } from '../common/keywords';
import type { AppConfig } from '../config/app-config';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';

export type DatabaseConfig = AppConfig['database'];

export type MysqlFlavor = 'mysql' | 'mariadb';

/**
 * MySQL and MariaDB speak the same protocol but report column defaults differently; TypeORM needs
 * to know which it talks to, or it sees schema changes where there are none. Asks the server.
 */
export async function detectMysqlFlavor(url: string): Promise<MysqlFlavor> {
  const connection = await createConnection({ uri: url, connectTimeout: 10_000 });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    return /mariadb/i.test((rows as { version: string }[])[0].version) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

/**
 * TypeORM options for either engine, without entities: the app loads those its modules register
 * (`autoLoadEntities`), the migration generator finds them by file name. Schema changes only through
 * migrations (one set per engine; MariaDB shares MySQL's).
 */
export function dataSourceOptions(database: DatabaseConfig, flavor: MysqlFlavor = 'mysql'): DataSourceOptions {
  if (database.type === 'sqlite') {
    return {
      type: 'better-sqlite3',
      database: database.path,
      migrations: SQLITE_MIGRATIONS,
      prepareDatabase: (db: { pragma(statement: string): unknown; function(name: string, options: object, fn: (...args: string[]) => number): unknown }) => {
        // Keyword search's row-by-row test (search/search.service.ts).
        db.function('matches_words', { deterministic: true }, (text, terms) => (matchesWords(text ?? '', terms.split(' ')) ? 1 : 0));
        db.pragma('journal_mode = WAL');
        // FULL: a committed approval or purchase survives a power cut (NORMAL can lose the last ones in WAL mode).
        db.pragma('synchronous = FULL');
        db.pragma('busy_timeout = 5000');
        db.pragma('foreign_keys = ON');
      },
    };
  }
  return {
    type: flavor,
    url: database.url,
    // mysql2's default 'local' shifts datetimes by the process's offset (docs/decisions/0002-two-database-engines.md).
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    migrations: MYSQL_MIGRATIONS,
    extra: { connectionLimit: 20 },
  };
}
