import { Logger as NestLogger } from '@nestjs/common';
import { type Logger, QueryFailedError } from 'typeorm';
import { toErrorBody } from '../common/http-exception.filter';

/**
 * TypeORM's lines through the app's logger (JSON, with the request id). A failed query is logged only
 * when it is unexpected: a duplicate or a row still in use is a constraint doing its job, answered with
 * a 4xx by the service or the exception filter, and logging each one buried real failures in the test
 * run's output. What is unexpected here also reaches the exception filter, which
 * logs the 500 with the request; this line adds the statement that failed (its parameters are left out:
 * they hold users' data).
 */
export class DatabaseLogger implements Logger {
  private readonly logger = new NestLogger('TypeORM');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string, parameters?: unknown[]): void {
    const failure = new QueryFailedError(query, parameters, typeof error === 'string' ? new Error(error) : error);
    if (toErrorBody(failure)[0] < 500) return;
    this.logger.error({ message: `query failed: ${failure.message}`, query });
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ message: `slow query: ${time} ms`, query });
  }

  logSchemaBuild(message: string): void {
    this.logger.debug(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(message);
    else this.logger.debug(message);
  }
}
