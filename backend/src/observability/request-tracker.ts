import { Injectable, Logger, LogLevel } from '@nestjs/common';
import type { NextFunction, Response } from 'express';
import { performance } from 'node:perf_hooks';
import { MetricsService } from './metrics.service';
import { preferredLanguage } from '../common/language';
import { requestContext, requestIdFrom, routeOf, type TrackedRequest } from '../common/request-context';

/** The route label of requests Node could not read: no method, path or id to log. */
const UNREADABLE = '(unreadable request)';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

// Probes and scrapes every few seconds, and static files (a dozen per page view) would drown the
// traffic that matters; they are written at debug level, unless they fail.
const QUIET = /^\/(api\/(health|metrics)(\/|$)|uploads\/|assets\/|admin\/assets\/)/;

/**
 * First middleware of the app: gives each request an id (the caller's X-Request-Id if it looks
 * sane), echoes it, keeps it with the language of Accept-Language in requestContext (the log lines and
 * refusals written below read them), and when the answer is sent, writes one access line and the HTTP metrics.
 * It also knows which requests are in flight, for the graceful shutdown (operations/graceful-shutdown.ts): from
 * their arrival until their answer is sent, or until their handler answers when the client has left.
 */
@Injectable()
export class RequestTracker {
  private readonly logger = new Logger('HTTP');
  private readonly inFlight = new Set<Response>();
  private draining = false;
  private onIdle?: () => void;

  constructor(private readonly metrics: MetricsService) {}

  get inFlightCount(): number {
    return this.inFlight.size;
  }

  readonly middleware = (request: TrackedRequest, response: Response, next: NextFunction): void => {
    const started = performance.now();
    const requestId = requestIdFrom(request.headers['x-request-id']);
    request.requestId = requestId;
    response.setHeader('X-Request-Id', requestId);
    if (this.draining) response.setHeader('Connection', 'close');
    this.inFlight.add(response);
    this.metrics.inFlight.inc();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      this.inFlight.delete(response);
      this.metrics.inFlight.dec();
      this.record(request, response, started);
      if (this.draining && this.inFlight.size === 0) this.onIdle?.();
    };
    response.once('finish', end);
    response.once('close', () => {
      if (response.headersSent) return end();
      // The client left before any answer, but its handler goes on and may still be writing to the database: the
      // request stays in flight until the handler answers (to nobody), so that a shutdown does not close the
      // database under it. (A file being streamed has sent its headers: nothing is left to wait for.)
      const answer = response.end;
      response.end = function (this: Response, ...args: unknown[]) {
        end();
        return answer.apply(this, args as Parameters<Response['end']>);
      } as Response['end'];
    });
    requestContext.run({ requestId, language: preferredLanguage(request.headers['accept-language']) }, next);
  };

  /** An answer Node's HTTP parser made us give before there was a request (common/unreadable-requests.ts). */
  readonly recordUnreadable = (status: number, reason: string): void => {
    this.metrics.observe('OTHER', UNREADABLE, status, 0);
    this.logger.log({ message: `${UNREADABLE} ${status} (${reason})`, route: UNREADABLE, status, reason });
  };

  /**
   * From now on every answer closes its connection (no keep-alive), so the server can close.
   * Resolves true once no request is in flight, or false if `timeoutMs` passes first.
   */
  drain(timeoutMs: number): Promise<boolean> {
    this.draining = true;
    for (const response of this.inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    if (this.inFlight.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.onIdle = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  }

  private record(request: TrackedRequest, response: Response, started: number): void {
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    // 499: the client went away before the answer was sent (nginx's convention).
    const status = response.writableFinished ? response.statusCode : 499;
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    const route = routeOf(request);
    this.metrics.observe(method, route, status, durationMs / 1000);
    const path = request.originalUrl.split('?')[0];
    const level: LogLevel = status < 400 && QUIET.test(path) ? 'debug' : 'log';
    this.logger[level]({
      message: `${request.method} ${path} ${status} ${durationMs} ms`,
      requestId: request.requestId,
      method: request.method,
      path,
      route,
      status,
      durationMs,
      userId: request.user?.id,
    });
  }
}
