import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { DatabaseLogger } from './database-logger';
import { ReadQueries } from './read-queries';
import { dataSourceOptions, detectMysqlFlavor } from './data-source';
import { underStartupLock } from './startup-lock';
import { TransactionRunner } from './transaction-runner';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => {
            const flavor = config.database.type === 'mysql' ? await detectMysqlFlavor(config.database.url) : undefined;
            return { ...dataSourceOptions(config.database, flavor), autoLoadEntities: true, logger: new DatabaseLogger() };
          },
          // Migrations run on start, one instance at a time (two starting together would both run them).
          dataSourceFactory: async (options?: DataSourceOptions) => {
            const dataSource = await new DataSource(options!).initialize();
            await underStartupLock(dataSource, () => dataSource.runMigrations({ transaction: 'all' }));
            return dataSource;
          },
        }),
      ],
      providers: [TransactionRunner, ReadQueries],
      exports: [TransactionRunner, ReadQueries],
    };
  }
}
