import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Built assets have content hashes in their names, so they never change: cache them for a year. */
function staticFiles(dir: string) {
  return express.static(dir, {
    index: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.includes(`${'/'}assets${'/'}`) ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=300');
    },
  });
}

/** Serves index.html for the app's client-side routes (GET, not a file, not a reserved prefix). */
function spaFallback(indexFile: string, reserved: RegExp) {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || reserved.test(req.originalUrl) || /\/assets\//.test(req.originalUrl)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
}

/**
 * One process, one port (PRODUCT.md section 1): uploads at /uploads, the admin console at /admin,
 * the storefront everywhere else; /api stays with Nest. Missing files fall through to Nest's 404.
 */
export function serveWebApps(app: NestExpressApplication, config: AppConfig): void {
  app.use('/uploads', express.static(config.uploadsDir, { index: false, immutable: true, maxAge: YEAR_SECONDS * 1000 }));

  const admin = join(config.webRoot, 'admin-ui', 'dist');
  if (existsSync(join(admin, 'index.html'))) {
    app.use('/admin', staticFiles(admin), spaFallback(join(admin, 'index.html'), /^\/admin\/assets\//));
  }
  const storefront = join(config.webRoot, 'storefront', 'dist');
  if (existsSync(join(storefront, 'index.html'))) {
    app.use(staticFiles(storefront), spaFallback(join(storefront, 'index.html'), /^\/(api|uploads|admin)(\/|$|\?)/));
  }
}
