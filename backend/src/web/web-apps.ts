import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { AD_PHOTOS, PhotoLinks } from '../media/photo-links';
import { AdPhotoAccess } from '../search/ad-photo-access';
import { PageMetaService, renderIndex } from '../seo/page-meta.service';
import { SitemapService } from '../seo/sitemap.service';
import { pageLanguage } from './page-language';

const YEAR_SECONDS = 365 * 24 * 3600;

type RenderIndex = (req: Request, template: string) => Promise<{ status: number; html: string; headers?: Record<string, string> }>;

/**
 * The storefront's service worker is looked for at the same address on every visit: revalidated each time (no-cache),
 * so a new release reaches visitors on their next page instead of after the 5 minutes other files are kept.
 */
const SERVICE_WORKER = 'sw.js';

/** Scripts, stylesheets and the web app manifest are files or nothing: a missing one is never the page's HTML. */
const FILE_ONLY = /\.(js|mjs|css|map|json|webmanifest)$/;

/**
 * A single-page app: its hashed assets (cached for a year), its other files (5 minutes; its service worker
 * revalidated on every load), and index.html, read once, for every other GET, rendered per request. Paths
 * matching `reserved`, and missing assets, scripts and manifests, go on to Nest (404).
 */
function singlePageApp(dir: string, render: RenderIndex, reserved?: RegExp) {
  const template = readFileSync(join(dir, 'index.html'), 'utf8');
  const assets = express.static(dir, { index: false, immutable: true, maxAge: YEAR_SECONDS * 1000 });
  const files = express.static(dir, {
    index: false,
    maxAge: 300 * 1000,
    setHeaders: (res, path) => {
      if (path === resolve(dir, SERVICE_WORKER)) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || reserved?.test(req.path)) return next();
    if (req.path.startsWith('/assets/')) return assets(req, res, next);
    files(req, res, () => {
      if (FILE_ONLY.test(req.path)) return next();
      render(req, template)
        .then(({ status, html, headers }) => res.status(status).set(headers).setHeader('Cache-Control', 'no-cache').type('html').send(html))
        .catch(next);
    });
  };
}

/** How long a browser or a proxy keeps a public ad photo: the longest it may still be seen after its ad left the site. */
const PUBLIC_PHOTO_SECONDS = 600;

/**
 * Uploaded pictures. The catalogue's and the blog's never change under their name (a year, immutable). An ad's
 * photo is public only while its ad is live (search/ad-photo-access.ts); its seller and the admins load it through
 * a signed link (media/photo-links.ts) that their answers name. Otherwise it goes on to Nest: 404.
 */
function serveUploads(app: NestExpressApplication, config: AppConfig): void {
  const access = app.get(AdPhotoAccess);
  const links = app.get(PhotoLinks);
  const pictures = express.static(config.uploadsDir, { index: false, immutable: true, maxAge: YEAR_SECONDS * 1000 });
  const adPhotos = express.static(config.uploadsDir, { index: false, cacheControl: false });
  app.use('/uploads', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Judged on the path the file is read from: `%61ds`, `./ads` or `//ads` must not pass for another folder.
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (posix.normalize(path) !== path) return next();
    const url = `/uploads${path}`;
    if (!url.startsWith(AD_PHOTOS)) return pictures(req, res, next);
    const left = links.secondsLeft(url, req.query.expires, req.query.signature);
    if (left !== null) {
      res.setHeader('Cache-Control', `private, max-age=${left}`);
      return adPhotos(req, res, next);
    }
    access.isPublic(url).then((visible) => {
      if (!visible) return next();
      res.setHeader('Cache-Control', `public, max-age=${PUBLIC_PHOTO_SECONDS}`);
      adPhotos(req, res, next);
    }, next);
  });
}

/**
 * One process, one port (docs/architecture.md): uploads at /uploads, the admin console at /admin,
 * the storefront everywhere else with each page's title, description, canonical link and, for
 * pages others may share, Open Graph and Twitter tags and JSON-LD in its first HTML answer; /sitemap.xml and /robots.txt; /api stays with Nest.
 */
export function serveWebApps(app: NestExpressApplication, config: AppConfig): void {
  serveUploads(app, config);

  // Links are built from PUBLIC_URL only: a request's Host header is the client's to choose.
  const sitemap = app.get(SitemapService);
  app.use('/robots.txt', (_req: Request, res: Response) => res.type('text/plain').send(sitemap.robots(config.publicUrl)));
  app.use('/sitemap.xml', (_req: Request, res: Response, next: NextFunction) => {
    sitemap.sitemap(config.publicUrl).then((xml) => res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600').send(xml), next);
  });

  const admin = join(config.webRoot, 'admin-ui', 'dist');
  if (existsSync(join(admin, 'index.html')))
    app.use(
      '/admin',
      singlePageApp(admin, async (_req, html) => ({ status: 200, html })),
    );

  const storefront = join(config.webRoot, 'storefront', 'dist');
  if (existsSync(join(storefront, 'index.html'))) {
    const pages = app.get(PageMetaService);
    const render: RenderIndex = async (req, template) => {
      const { language, path, redirect } = pageLanguage(req);
      // An English address answers by the visitor's language cookie and Accept-Language (a /hi one never does).
      const vary = language === 'en' ? { Vary: 'Cookie, Accept-Language' } : undefined;
      if (redirect) return { status: 302, html: '', headers: { ...vary, Location: redirect } };
      const meta = await pages.metaFor(path, config.publicUrl, language);
      return { status: meta.status, html: renderIndex(template, meta, config.publicUrl), headers: vary };
    };
    app.use(singlePageApp(storefront, render, /^\/(api|uploads|admin)(\/|$)/));
  }
}
