import { createServer, type Server } from 'node:net';
import { PushApiModel } from 'web-push-testing/src/PushApiModel.js';
import WebPushTestingServer from 'web-push-testing/src/server.js';

/** A browser's subscription as the push test server made it: what the browser would send to the site, and its handle. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface PushServer {
  url: string;
  /** A new browser subscription for the site's VAPID public key. */
  subscribe(applicationServerKey: string): Promise<TestSubscription>;
  /** The pushes this subscription has received, decrypted (the push server checks the VAPID signature too). */
  received(subscription: TestSubscription): Promise<{ title: string; body: string; url: string; tag: string }[]>;
  /** Makes the push service answer 410 Gone for it, as for a browser that unsubscribed. */
  expire(subscription: TestSubscription): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A real Web Push service (RFC 8030, 8291, 8292) on localhost: `web-push-testing`, which decrypts what it receives. */
export async function startPushServer(): Promise<PushServer> {
  const port = await freePort();
  const server = new WebPushTestingServer(new PushApiModel(), port);
  server.startServer();
  const url = `http://localhost:${port}`;
  const post = async (path: string, body?: unknown) => {
    for (let tries = 0; ; tries++) {
      try {
        return await fetch(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) });
      } catch (error) {
        if (tries > 50) throw error; // still starting
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  return {
    url,
    async subscribe(applicationServerKey) {
      const response = await post('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      return ((await response.json()) as { data: TestSubscription }).data;
    },
    async received(subscription) {
      const response = await post('/get-notifications', { clientHash: subscription.clientHash });
      const { data } = (await response.json()) as { data: { messages: string[] } };
      return data.messages.map((message) => JSON.parse(message));
    },
    async expire(subscription) {
      await post(`/expire-subscription/${subscription.clientHash}`);
    },
    close: () => new Promise((resolve) => server._server.close(() => resolve())),
  };
}
