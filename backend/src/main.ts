import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { resolve } from 'node:path';
import { createApp } from './app.setup';
import { ConfigError, loadConfig } from './config/app-config';
import { captureConsole, JsonLogger } from './observability/json-logger';
import { shutDownGracefully } from './operations/graceful-shutdown';

async function bootstrap(): Promise<void> {
  const startupLogger = new JsonLogger();
  let config;
  try {
    // backend/dist/main.js → the repository root, which holds the built front ends.
    config = loadConfig(process.env, resolve(__dirname, '..', '..'));
  } catch (error) {
    if (error instanceof ConfigError) {
      startupLogger.fatal(error.message, 'Config');
      process.exit(1);
    }
    throw error;
  }
  const logger = new JsonLogger(config.logLevel);
  captureConsole(logger);
  const app = await createApp(config, { logger });
  shutDownGracefully(app, logger);
  await app.listen(config.port);
  new Logger('Bazaar').log(`Listening on http://localhost:${config.port}: storefront /, admin console /admin, API /api, Swagger /api/docs`);
}

void bootstrap();
