import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source';
import { TransactionRunner } from './transaction-runner';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot({ ...dataSourceOptions(config.database), migrationsRun: true, logging: ['error', 'warn', 'migration'] })],
      providers: [TransactionRunner],
      exports: [TransactionRunner],
    };
  }
}
