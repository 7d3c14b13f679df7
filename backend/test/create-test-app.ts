import type { NestExpressApplication } from '@nestjs/platform-express';
import { createConnection } from 'mysql2/promise';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.setup';
import { type AppConfig, loadConfig } from '../src/config/app-config';
import { TEST_CHALLENGE_MAX_NUMBER } from './challenge-helpers';

declare const TEST_ENGINE: 'sqlite' | 'mariadb';

export const ADMIN = { email: 'admin@bazaar.test', password: 'admin-password-1' };

/** What every app under test is started with, in process or as a server: the tests' admin, no demo content, no rate limits, cheap challenges. */
export const TEST_APP_ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SEED_DEMO: 'false',
  RATE_LIMITS: 'false',
  CHALLENGE_MAX_NUMBER: TEST_CHALLENGE_MAX_NUMBER,
};
const MYSQL_SERVER = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

export interface TestApp {
  app: NestExpressApplication;
  http: TestAgent;
  config: AppConfig;
  dataSource: DataSource;
  engine: 'sqlite' | 'mariadb';
  adminToken: string;
  close(): Promise<void>;
}

/**
 * The real app (same setup function as production) on a throwaway database: a fresh SQLite file,
 * or a fresh MariaDB database when the jest project is 'mariadb'. Migrations and reference data run as on start.
 */
export async function createTestApp(env: Record<string, string> = {}, options: { webRoot?: string; dispatchBeforeRouting?: boolean } = {}): Promise<TestApp> {
  const engine = TEST_ENGINE;
  const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-test-'));
  let database: string | undefined;
  if (engine === 'mariadb') {
    database = `bazaar_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const server = await createConnection(MYSQL_SERVER);
    await server.query(`CREATE DATABASE ${database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await server.end();
  }
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database ? `${MYSQL_SERVER}/${database}` : undefined,
      ...TEST_APP_ENV,
      ...env,
    },
    options.webRoot ?? resolve(process.cwd(), '..'),
  );
  const app = await createApp(config, { logger: ['error'], dispatchBeforeRouting: options.dispatchBeforeRouting });
  const http = request.agent(app.getHttpServer());
  const login = await http.post('/api/auth/login').send(ADMIN).expect(200);
  return {
    app,
    http,
    config,
    dataSource: app.get(DataSource),
    engine,
    adminToken: login.body.token,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (database) {
        const server = await createConnection(MYSQL_SERVER);
        await server.query(`DROP DATABASE IF EXISTS ${database}`);
        await server.end();
      }
    },
  };
}

/** Counts the transactions the app commits until `stop()`: what a batch of scheduled work costs the database. */
export function countCommits(dataSource: DataSource): { readonly count: number; stop(): void } {
  let count = 0;
  const subscriber = { afterTransactionCommit: () => void count++ };
  dataSource.subscribers.push(subscriber);
  return {
    get count() {
      return count;
    },
    stop: () => void dataSource.subscribers.splice(dataSource.subscribers.indexOf(subscriber), 1),
  };
}
