import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import express, { type Request, type RequestHandler, type Response } from 'express';

const BODY_LIMIT = 'bodyLimit';

/**
 * A route's JSON or form body, at most: enough for every field at its longest, each character sent as a
 * six-byte \uXXXX escape (16 KB holds about 2,500 characters of fields). Routes with longer fields say
 * theirs with @BodyLimit; multipart forms have their own limits (media/multipart.ts).
 */
export const DEFAULT_BODY_KILOBYTES = 16;

/**
 * Arrays and objects inside one another, at most. The API's deepest body (a react-admin record sent back
 * whole) nests 4; parsing 150,000 levels costs 40–130 ms of CPU, so deeper is refused before parsing.
 */
export const MAX_JSON_DEPTH = 32;

/** A route (or a controller's routes) whose body may be larger than DEFAULT_BODY_KILOBYTES. */
export const BodyLimit = (kilobytes: number) => SetMetadata(BODY_LIMIT, kilobytes);

/**
 * Reads a JSON or urlencoded body once the guards before it have let the call through, so that a call
 * refused for its token, role or rate limit costs no reading and no parsing, and each route reads no more
 * than its own limit. (Body parsers as middleware run before routing, when neither is known.)
 */
@Injectable()
export class RequestBodyGuard implements CanActivate {
  private readonly parsers = new Map<number, RequestHandler[]>();

  constructor(private readonly reflector: Reflector) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const kilobytes = this.reflector.getAllAndOverride<number | undefined>(BODY_LIMIT, [context.getHandler(), context.getClass()]) ?? DEFAULT_BODY_KILOBYTES;
    const http = context.switchToHttp();
    for (const parse of this.parsersFor(kilobytes)) await run(parse, http.getRequest<Request>(), http.getResponse<Response>());
    return true;
  }

  private parsersFor(kilobytes: number): RequestHandler[] {
    let parsers = this.parsers.get(kilobytes);
    if (!parsers) {
      const limit = `${kilobytes}kb`;
      parsers = [express.json({ limit, verify: refuseDeepJson }), express.urlencoded({ limit, extended: false })];
      this.parsers.set(kilobytes, parsers);
    }
    return parsers;
  }
}

/** Runs an Express middleware as a promise: rejected with what it passes to `next`. */
function run(middleware: RequestHandler, request: Request, response: Response): Promise<void> {
  return new Promise((resolve, reject) => middleware(request, response, (error?: unknown) => (error ? reject(error) : resolve())));
}

/** body-parser's `verify` hook: the raw bytes, before JSON.parse sees them. */
function refuseDeepJson(_request: unknown, _response: unknown, body: Buffer, encoding: string): void {
  if (jsonDepthExceeds(body, encoding, MAX_JSON_DEPTH)) throw Object.assign(new Error(`JSON nested deeper than ${MAX_JSON_DEPTH}`), { status: 400, type: 'entity.too.deep', depth: MAX_JSON_DEPTH });
}

/**
 * Whether brackets outside strings nest deeper than `max`: one pass, stopping there. In UTF-8 no byte of a
 * multi-byte character is an ASCII one, so the bytes are read as they are; other charsets are decoded first.
 */
export function jsonDepthExceeds(body: Buffer, encoding: string, max: number): boolean {
  const text: ArrayLike<number> = /^utf-?8$/i.test(encoding) ? body : decoded(body, encoding);
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === 0x5c)
        i++; // \ escapes the next character, a quote too
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

function decoded(body: Buffer, encoding: string): Uint16Array {
  let text: string;
  try {
    text = new TextDecoder(encoding).decode(body);
  } catch {
    throw Object.assign(new Error(`unsupported charset "${encoding}"`), { status: 415, type: 'charset.unsupported', charset: encoding });
  }
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  return codes;
}
