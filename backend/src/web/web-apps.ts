import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Built assets have content hashes in their names, so they never change: cache them for a year. */
function assets(dir: string) {
  return express.static(join(dir, 'assets'), { index: false, immutable: true, maxAge: YEAR_SECONDS * 1000, fallthrough: true });
}

/**
 * A single-page app: its hashed assets, its other files (favicon, robots…), and index.html, kept in
 * memory, for every other GET. Paths matching `reserved`, and missing assets, go on to Nest (404).
 */
function singlePageApp(dir: string, reserved?: RegExp) {
  const index = readFileSync(join(dir, 'index.html'));
  const files = express.static(dir, { index: false, maxAge: 300 * 1000 });
  const serveAssets = assets(dir);
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || reserved?.test(req.path)) return next();
    if (req.path.startsWith('/assets/')) return serveAssets(req, res, next);
    files(req, res, () => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(index);
    });
  };
}

/**
 * One process, one port (PRODUCT.md section 1): uploads at /uploads, the admin console at /admin,
 * the storefront everywhere else; /api stays with Nest. Missing files fall through to Nest's 404.
 */
export function serveWebApps(app: NestExpressApplication, config: AppConfig): void {
  app.use('/uploads', express.static(config.uploadsDir, { index: false, immutable: true, maxAge: YEAR_SECONDS * 1000 }));

  const admin = join(config.webRoot, 'admin-ui', 'dist');
  if (existsSync(join(admin, 'index.html'))) app.use('/admin', singlePageApp(admin));
  const storefront = join(config.webRoot, 'storefront', 'dist');
  if (existsSync(join(storefront, 'index.html'))) app.use(singlePageApp(storefront, /^\/(api|uploads|admin)(\/|$)/));
}
