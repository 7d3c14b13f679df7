/// <reference types="node" />
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server received it. */
export interface Received {
  method: string;
  /** Path and query, decoded */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The raw body (multipart bodies included) */
  body: string;
  /** The body parsed as JSON, when it is */
  json: unknown;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON unless a string */
  body?: unknown;
}

type Route = (request: Received) => Reply | Promise<Reply>;

/**
 * A real HTTP server on a free local port, standing in for the API: each test says what a route answers
 * (`server.on('GET /api/auth/me', …)`) and reads what the console sent (`server.requests`). Unknown routes answer
 * 404 with the API's {detail}.
 */
export async function startApiServer() {
  const routes = new Map<string, Route>();
  const requests: Received[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const parsed = new URL(incoming.url ?? '/', 'http://localhost');
        const body = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          json = undefined;
        }
        const request: Received = {
          method: incoming.method ?? 'GET',
          url: decodeURIComponent(parsed.pathname + parsed.search),
          path: parsed.pathname,
          query: parsed.searchParams,
          headers: incoming.headers,
          body,
          json,
        };
        requests.push(request);
        const route = routes.get(`${request.method} ${request.path}`);
        const reply = route ? await route(request) : { status: 404, body: { detail: `No route ${request.method} ${request.path}` } };
        const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        const headers = { ...(typeof reply.body === 'string' || reply.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...reply.headers };
        outgoing.writeHead(reply.status ?? 200, headers).end(text);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** What `METHOD /path` answers from now on (a fixed reply, or one made from the request). */
    on(route: string, reply: Reply | Route) {
      routes.set(route, typeof reply === 'function' ? reply : () => reply);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type ApiServer = Awaited<ReturnType<typeof startApiServer>>;
