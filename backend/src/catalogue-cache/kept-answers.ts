import { applyDecorators, type CallHandler, type ExecutionContext, Header, Injectable, type NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import etag from 'etag';
import type { NextFunction, Request, Response } from 'express';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { map, type Observable } from 'rxjs';
import { CacheFor } from '../common/cache-control';
import { ExpiringMap } from '../common/ttl-cache';
import { routeOf, type TrackedRequest } from '../common/request-context';
import { affects, type CatalogueChange, CatalogueChanges, type Place } from './catalogue-changes';

/** Answers smaller than this go out as they are, as the compression middleware sends them (app.setup.ts). */
export const COMPRESSION_THRESHOLD = 1024;
const MAX_ANSWERS = 2000;
const KEEP_SECONDS = 'keptAnswerSeconds';
/** The latest changes, remembered so that an answer started before them is kept only if none was about its place. */
const RECENT_CHANGES = 100;
/** Where a handler says its answer is about (keptAbout), on the request. */
const ABOUT = Symbol('keptAnswerAbout');

/**
 * Declares, in a @KeepAnswer handler, which catalogue place its answer shows (a category in a district,
 * null for all): a write to ads elsewhere then leaves it kept. Without it, any write drops the answer.
 */
export function keptAbout(request: Request, place: Place): void {
  (request as Request & { [ABOUT]?: Place })[ABOUT] = place;
}

type Encoding = 'br' | 'gzip';

/** An answer ready to send again: the JSON text, its headers, and each compressed form once asked for. */
class KeptAnswer {
  private readonly compressed = new Map<Encoding, Buffer>();

  constructor(
    readonly body: Buffer,
    readonly headers: [string, string][],
    readonly etag: string,
    /** The route pattern, for the access log and metrics (request-tracker.ts). */
    readonly route: string,
    /** The place it shows (keptAbout); undefined: anything. */
    readonly about: Place | undefined,
  ) {}

  /** Compressed as the compression middleware would (brotli at quality 4, gzip at zlib's default), once. */
  in(encoding: Encoding): Buffer {
    let buffer = this.compressed.get(encoding);
    if (!buffer) {
      buffer = encoding === 'br' ? brotliCompressSync(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(this.body);
      this.compressed.set(encoding, buffer);
    }
    return buffer;
  }
}

/**
 * Public catalogue answers kept ready to send, by address (path and query), for as long as their
 * Cache-Control lets browsers keep them. The same question asked again is answered by a middleware
 * placed after the security and CORS headers, without routing, guards, validation or the search:
 * a popular search is asked many times a second, and answering it here more than doubled search
 * throughput (docs/performance.md). Only handlers marked @KeepAnswer keep answers, and only their
 * 200s, so an address is answered here only after it was checked; they must be public, the same
 * for every visitor and not rate limited. A catalogue write drops the kept answers it can change:
 * a write to ads whose places the writer declared (CatalogueChanges.adsTouched) drops those about
 * the places (keptAbout), any other write drops all; an answer computed while such a write happened
 * is not kept. At most 2,000 are kept, the oldest go first.
 */
@Injectable()
export class KeptAnswers {
  private readonly answers = new ExpiringMap<KeptAnswer>(MAX_ANSWERS);
  /** Changes numbered from 1; `generation` is the latest. */
  private generation = 0;
  /** The places of the latest RECENT_CHANGES changes (undefined: anywhere), the latest last. */
  private readonly recent: (Place[] | undefined)[] = [];

  constructor(changes: CatalogueChanges) {
    changes.onChange((change) => this.changed(change));
  }

  readonly middleware = (request: Request, response: Response, next: NextFunction): void => {
    const answer = request.method === 'GET' || request.method === 'HEAD' ? this.answers.get(request.originalUrl) : undefined;
    if (!answer) return next();
    // As if routed, so that the access line and the metrics name the route (request-tracker.ts).
    (request as TrackedRequest).route = { path: answer.route };
    send(request, response, answer);
  };

  /** The generation now: an answer is kept only if no write about its place happened since it was started. */
  get current(): number {
    return this.generation;
  }

  /** A @KeepAnswer handler's answer as the JSON text to send, serialised once; a 200 is kept (see `keep`). */
  textOf(request: Request, response: Response, answer: unknown, seconds: number, startedAt: number): string {
    const text = JSON.stringify(answer);
    this.keep(request, response, text, seconds, startedAt);
    return text;
  }

  keep(request: Request, response: Response, text: string, seconds: number, startedAt: number): void {
    const about = (request as Request & { [ABOUT]?: Place })[ABOUT];
    if (response.statusCode !== 200 || this.changedSince(startedAt, about)) return;
    const body = Buffer.from(text);
    const headers = ['content-type', 'cache-control'].flatMap((name): [string, string][] => {
      const value = response.getHeader(name);
      return value === undefined ? [] : [[name, String(value)]];
    });
    const tag = etag(body, { weak: true });
    // The ETag Express would make (its default, weak) from the same text: set here, so it does not hash the answer again.
    response.setHeader('ETag', tag);
    this.answers.set(request.originalUrl, new KeptAnswer(body, headers, tag, routeOf(request as TrackedRequest), about), seconds * 1000);
  }

  private changed({ places }: CatalogueChange): void {
    this.generation++;
    this.recent.push(places);
    if (this.recent.length > RECENT_CHANGES) this.recent.shift();
    if (places) this.answers.deleteWhere((_, answer) => touches(places, answer.about));
    else this.answers.clear();
  }

  /** Whether a change since `startedAt` can have altered an answer about `about` (too long ago to tell: yes). */
  private changedSince(startedAt: number, about: Place | undefined): boolean {
    const since = this.generation - startedAt;
    if (since > this.recent.length) return true;
    return this.recent.slice(this.recent.length - since).some((places) => touches(places, about));
  }
}

/** Whether a change at `places` (undefined: anywhere) can alter an answer about `about` (undefined: anything). */
const touches = (places: Place[] | undefined, about: Place | undefined) => !places || !about || places.some((place) => affects(place, about));

/** What Express and the compression middleware would send for the text: ETag, 304, HEAD, br or gzip. */
function send(request: Request, response: Response, answer: KeptAnswer): void {
  for (const [name, value] of answer.headers) response.setHeader(name, value);
  response.setHeader('ETag', answer.etag);
  response.vary('Accept-Encoding');
  if (fresh(request.headers, { etag: answer.etag })) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const encoding = answer.body.length >= COMPRESSION_THRESHOLD && request.headers['accept-encoding'] ? negotiated(request) : undefined;
  const body = encoding ? answer.in(encoding) : answer.body;
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The client's pick, brotli first when it takes both, as the compression middleware negotiates. */
function negotiated(request: Request): Encoding | undefined {
  // negotiator 1.x takes the preferred order as an option; @types/negotiator (0.6) does not know it yet.
  const negotiator = new Negotiator(request) as unknown as { encoding(available: string[], options: { preferred: string[] }): string | undefined };
  const encoding = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] });
  return encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
}

/** Sends the handler's answer as JSON text, serialised once, and keeps its 200s in KeptAnswers; see @KeepAnswer. */
@Injectable()
export class KeepAnswerInterceptor implements NestInterceptor {
  constructor(private readonly kept: KeptAnswers) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<string> {
    const http = context.switchToHttp();
    const seconds = keptSecondsOf(context.getHandler())!;
    const startedAt = this.kept.current;
    return next.handle().pipe(map((answer: unknown) => this.kept.textOf(http.getRequest(), http.getResponse(), answer, seconds, startedAt)));
  }
}

/** How long a @KeepAnswer handler's answers are kept; undefined for other handlers. */
export const keptSecondsOf = (handler: object): number | undefined => Reflect.getMetadata(KEEP_SECONDS, handler);

/**
 * A public GET whose JSON answer is the same for every visitor: browsers and CDNs may keep it for
 * `seconds`, and so does KeptAnswers.
 */
export const KeepAnswer = (seconds: number) =>
  applyDecorators(Header('Content-Type', 'application/json; charset=utf-8'), CacheFor(seconds), SetMetadata(KEEP_SECONDS, seconds), UseInterceptors(KeepAnswerInterceptor));
