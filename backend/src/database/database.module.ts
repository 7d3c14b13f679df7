import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { DatabaseLogger } from './database-logger';
import { dataSourceOptions, detectMysqlFlavor } from './data-source';
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
            return { ...dataSourceOptions(config.database, flavor), autoLoadEntities: true, migrationsRun: true, logger: new DatabaseLogger() };
          },
        }),
      ],
      providers: [TransactionRunner],
      exports: [TransactionRunner],
    };
  }
}
