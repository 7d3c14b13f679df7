import { INestApplication, Logger, LoggerService, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { createValidationPipe } from './common/validation.pipe';
import { answerUnreadableRequests } from './common/unreadable-requests';
import { loadOpenApiMetadata } from './openapi/load-openapi-metadata';
import { OPENAPI_TAGS } from './openapi/tags';
import type { AppConfig } from './config/app-config';
import { RequestTracker } from './observability/request-tracker';
import { COMPRESSION_THRESHOLD, KeptAnswers } from './catalogue-cache/kept-answers';
import { serveWebApps } from './web/web-apps';
import { publicAdsRouter } from './search/public-ads-dispatch';

const API_PREFIX = 'api';

export interface CreateAppOptions {
  logger?: LoggerService | LogLevel[] | false;
  /** false: the busiest public reads go through Nest's router like every other route (for the tests that compare the two). */
  dispatchBeforeRouting?: boolean;
}

/** Builds the app exactly as production runs it; the tests call this too. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), { logger: options.logger ?? new Logger(), bodyParser: false });
  await loadOpenApiMetadata();
  configureApp(app, config, options.dispatchBeforeRouting ?? true);
  await app.init();
  return app;
}

export function configureApp(app: NestExpressApplication, config: AppConfig, dispatchBeforeRouting: boolean): void {
  const tracker = app.get(RequestTracker);
  // Requests that never become one: an access line and metrics too.
  answerUnreadableRequests(app.getHttpServer(), tracker.recordUnreadable);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // First, so that every answer (static files and errors too) has a request id, a log line and metrics.
  app.use(tracker.middleware);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'script-src': ["'self'"],
          'connect-src': ["'self'"],
          // The storefront's service worker and web app manifest (docs/decisions/0021-offline-app.md); default-src
          // already allows them, said here so that tightening default-src keeps the app installable.
          'worker-src': ["'self'"],
          'manifest-src': ["'self'"],
          'font-src': ["'self'", 'data:'],
          'object-src': ["'none'"],
          'frame-ancestors': ["'none'"],
          // Sites on plain http (a LAN, a test box) must keep working; HTTPS deployments send HSTS.
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // The storefront and console are same-origin; only the integrators' origins the operator names get CORS.
  app.enableCors({ origin: config.corsOrigins.length ? config.corsOrigins : false, exposedHeaders: ['Content-Range', 'X-Total-Count'] });
  // A popular search asked again is answered here, with the headers above, before routing.
  app.use(app.get(KeptAnswers).middleware);
  // Most visitors are on phones: JSON, HTML and the scripts go out compressed when the client asks.
  // A client that cannot take compressed answers skips the middleware, which otherwise wraps every response.
  const compress = compression({ threshold: COMPRESSION_THRESHOLD });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.headers['accept-encoding']) return compress(request, response, next);
    response.vary('Accept-Encoding');
    next();
  });
  // JSON and form bodies are read by a guard, once the call is let through, up to its route's limit (common/request-body.ts).
  app.setGlobalPrefix(API_PREFIX);
  // The busiest public reads skip Nest's per-request machinery (search/public-ads-dispatch.ts).
  if (dispatchBeforeRouting) app.use(publicAdsRouter(app, API_PREFIX));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  setupSwagger(app);
  serveWebApps(app, config);
  // No enableShutdownHooks(): main.ts drains requests in flight before closing (operations/graceful-shutdown.ts).
}

function setupSwagger(app: INestApplication): void {
  const builder = new DocumentBuilder()
    .setTitle('Bazaar API')
    .setDescription('Classified-ads marketplace: public catalogue and search, seller area, wallet, admin back office. Errors are `{"detail": "…"}`.')
    .setVersion('1.0')
    // Relative: the document is right behind whichever address served it, PUBLIC_URL or a test's port.
    .addServer('/', 'This server')
    .addBearerAuth();
  for (const [name, description] of OPENAPI_TAGS) builder.addTag(name, description);
  const document = SwaggerModule.createDocument(app, builder.build());
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/openapi.json', customSiteTitle: 'Bazaar API' });
}
