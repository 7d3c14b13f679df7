import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { MYSQL_MIGRATIONS } from './migrations/mysql';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';

export type DatabaseConfig = AppConfig['database'];

/** TypeORM options for either engine. Schema changes only through migrations (one set per engine). */
export function dataSourceOptions(database: DatabaseConfig): DataSourceOptions {
  if (database.type === 'sqlite') {
    return {
      type: 'better-sqlite3',
      database: database.path,
      entities: ENTITIES,
      migrations: SQLITE_MIGRATIONS,
      prepareDatabase: (db: { pragma(statement: string): unknown }) => {
        db.pragma('journal_mode = WAL');
        db.pragma('synchronous = NORMAL');
        db.pragma('busy_timeout = 5000');
        db.pragma('foreign_keys = ON');
      },
    };
  }
  return {
    type: 'mysql',
    url: database.url,
    // mysql2's default 'local' shifts datetimes by the process's offset (STACK-NOTES item 5).
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    entities: ENTITIES,
    migrations: MYSQL_MIGRATIONS,
    extra: { connectionLimit: 20 },
  };
}
