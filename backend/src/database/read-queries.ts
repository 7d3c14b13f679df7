import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SqliteReadPool } from './sqlite-read-pool';

/** The part of mysql2's pool (TypeORM's, with its settings: time zone, big numbers) that a read needs. */
interface MysqlPool {
  query(sql: string, params: unknown[], done: (error: Error | null, rows: unknown) => void): void;
  execute(sql: string, params: unknown[], done: (error: Error | null, rows: unknown) => void): void;
}

type Send = 'query' | 'execute';

/**
 * Statements of the public read path (search, ad cards, the ad page) that only read committed data.
 * On SQLite with SQLITE_READ_WORKERS set they run in the read pool's worker threads, beside the
 * app's connection (docs/decisions/0015-sqlite-read-workers.md); otherwise on the app's connection,
 * as every other statement. On MySQL/MariaDB they go straight to TypeORM's connection pool: a query
 * through the data source also makes a query runner, announces the query to every subscriber and
 * records where the call came from, which cost the event loop more than the statement's own round
 * trip on the busiest pages (docs/performance.md). Not for reads that must see their own
 * transaction's writes.
 */
@Injectable()
export class ReadQueries implements OnApplicationShutdown {
  private readonly pool?: SqliteReadPool;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    if (config.database.type === 'sqlite' && config.sqliteReadWorkers > 0) this.pool = new SqliteReadPool(config.database.path, config.sqliteReadWorkers);
  }

  /** Whether statements run in worker threads. */
  get pooled(): boolean {
    return !!this.pool;
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.run<T>('query', sql, params);
  }

  /**
   * A statement whose text is the same on every call, only its parameters change (the ad page's): MySQL/MariaDB
   * prepares it once on each pooled connection and afterwards only executes it, in the binary protocol: the server's
   * CPU per ad page went 0.44 → 0.36 ms (docs/performance.md). Not for text built per question (IN lists,
   * limits): every new text would be prepared again on each connection. SQLite runs it as `query`.
   */
  prepared<T = Record<string, unknown>>(sql: string, params: unknown[]): Promise<T[]> {
    return this.run<T>('execute', sql, params);
  }

  private run<T>(send: Send, sql: string, params: unknown[]): Promise<T[]> {
    if (this.pool) return this.pool.query<T>(sql, params);
    const mysql = (this.dataSource.driver as { pool?: MysqlPool }).pool;
    if (!mysql) return this.dataSource.query(sql, params);
    // Failures as the data source reports them (QueryFailedError, the driver's error inside), for the same handling.
    return new Promise((resolve, reject) => mysql[send](sql, params, (error, rows) => (error ? reject(new QueryFailedError(sql, params, error)) : resolve(rows as T[]))));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.close();
  }
}
