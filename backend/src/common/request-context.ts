import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { Language } from './language';

export interface RequestContext {
  requestId: string;
  /** The language the client reads (Accept-Language), for the words of its answer (texts.ts, `requestTexts`). */
  language: Language;
}

/** The request being served, for log lines and answers' words written anywhere below the request tracker. */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export type TrackedRequest = Request & { requestId?: string; user?: { id?: number } };

/** The request's id (X-Request-Id), set by the request tracker. */
export const requestIdOf = (request: Request): string | undefined => (request as TrackedRequest).requestId;

// A proxy's or client's id is kept so one id follows a request across services; anything else
// (too long, spaces, control characters) could forge or break log lines, so it is replaced.
const SANE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && SANE_ID.test(given) ? given : randomUUID();
}

/**
 * The route pattern a request matched (`/api/dashboard/get-post/:id`), never the raw URL: ids in
 * metric labels would make a new time series per ad. Requests no Nest route matched are put in a
 * few fixed groups.
 */
export function routeOf(request: TrackedRequest): string {
  if (request.route?.path) return `${request.baseUrl ?? ''}${request.route.path}`;
  const path = request.originalUrl.split('?')[0];
  if (path.startsWith('/api/') || path === '/api') return '/api/*';
  if (path.startsWith('/uploads/')) return '/uploads/*';
  if (path.startsWith('/admin')) return '/admin/*';
  if (path === '/sitemap.xml' || path === '/robots.txt') return path;
  return '/*';
}
