import express, { type Response } from 'express';
import { once } from 'node:events';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { MetricsService } from './metrics.service';
import { RequestTracker } from './request-tracker';

/** A real server whose handlers answer only when told to, and a client that leaves before the answer. */
describe('RequestTracker: which requests a shutdown waits for', () => {
  let server: Server;
  let tracker: RequestTracker;
  let release: () => void;
  let released: Promise<void>;

  beforeEach(async () => {
    released = new Promise((resolve) => (release = resolve));
    tracker = new RequestTracker(new MetricsService({} as DataSource));
    const app = express();
    app.use(tracker.middleware);
    // A handler still at work (a transaction, say) when its client leaves.
    app.get('/api/slow', (_req, res: Response) => void released.then(() => res.json({ done: true })));
    // A file being streamed: its headers and a first part are out.
    app.get('/file', (_req, res: Response) => {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      res.write(Buffer.alloc(1024));
    });
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
  });

  afterEach(async () => {
    release();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Sends a GET and leaves once the server is serving it (and, for a stream, once the first bytes came). */
  async function leaveDuring(path: string) {
    const client = httpRequest({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path });
    client.on('error', () => undefined);
    client.end();
    if (path === '/file') await once(client, 'response');
    else while (tracker.inFlightCount === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    client.destroy();
    // Let the server see the connection close.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it('keeps a request whose client left in flight until its handler answers', async () => {
    await leaveDuring('/api/slow');
    expect(tracker.inFlightCount).toBe(1);
    let drained: boolean | undefined;
    const draining = tracker.drain(5_000).then((result) => (drained = result));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drained).toBeUndefined();
    release();
    expect(await draining).toBe(true);
    expect(tracker.inFlightCount).toBe(0);
  });

  it('lets a streamed answer go when its client leaves', async () => {
    await leaveDuring('/file');
    expect(tracker.inFlightCount).toBe(0);
    expect(await tracker.drain(1_000)).toBe(true);
  });
});
