import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server received it. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: Received, response: ServerResponse) => void;

/**
 * A real HTTP server on a free local port, standing in for the API: each test sets `handle` and reads `received`.
 * The page's origin is this server (test/setup.ts), so the storefront's calls reach it as they reach the backend.
 */
export const apiServer = {
  handle: ((_request, response) => json(response, 404, { detail: 'No handler' })) as Handler,
  received: [] as Received[],
  origin: '',
};

export function json(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, body === undefined ? headers : { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

export async function startApiServer(): Promise<ReturnType<typeof createServer>> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const received = { method: request.method ?? '', path: url.pathname, query: url.searchParams, headers: request.headers, body: Buffer.concat(chunks).toString('latin1') };
      apiServer.received.push(received);
      apiServer.handle(received, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiServer.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return server;
}
