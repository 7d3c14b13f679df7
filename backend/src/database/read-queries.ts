import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SqliteReadPool } from './sqlite-read-pool';

/**
 * Statements of the public read path (search, ad cards, the ad page) that only read committed data.
 * On SQLite with SQLITE_READ_WORKERS set they run in the read pool's worker threads, beside the
 * app's connection (docs/decisions/0015-sqlite-read-workers.md); otherwise on the app's connection,
 * as every other statement. Not for reads that must see their own transaction's writes.
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
    return this.pool ? this.pool.query<T>(sql, params) : this.dataSource.query(sql, params);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.close();
  }
}
