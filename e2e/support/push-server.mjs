// A real Web Push service for the browser journeys (web-push-testing: it checks the VAPID signature and decrypts what
// it receives): the app sends its pushes here, allowed by PUSH_SERVICE_HOSTS=localhost. The global setup runs it in
// jest's main process; the journeys, in their workers, ask it over HTTP for subscriptions and the pushes received.
import { PushApiModel } from 'web-push-testing/src/PushApiModel.js';
import WebPushTestingServer from 'web-push-testing/src/server.js';
import { freePort } from './free-port.mjs';

export async function startPushServer() {
  const port = await freePort();
  const server = new WebPushTestingServer(new PushApiModel(), port);
  server.startServer();
  const url = `http://localhost:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/status`, { method: 'POST' })).ok) break;
    } catch (error) {
      if (tries > 50) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, close: () => new Promise((resolve) => server._server.close(() => resolve())) };
}
