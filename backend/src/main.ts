import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { resolve } from 'node:path';
import { createApp } from './app.setup';
import { ConfigError, loadConfig } from './config/app-config';

async function bootstrap(): Promise<void> {
  let config;
  try {
    // backend/dist/main.js → the repository root, which holds the built front ends.
    config = loadConfig(process.env, resolve(__dirname, '..', '..'));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen(config.port);
  new Logger('Bazaar').log(`Listening on http://localhost:${config.port}: storefront /, admin console /admin, API /api, Swagger /api/docs`);
}

void bootstrap();
