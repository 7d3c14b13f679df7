/** The parts of `web-push-testing` (no types of its own) that test/push-server.ts starts in process. */
declare module 'web-push-testing/src/PushApiModel.js' {
  export class PushApiModel {}
}

declare module 'web-push-testing/src/server.js' {
  import type { Server } from 'node:http';
  import type { PushApiModel } from 'web-push-testing/src/PushApiModel.js';

  export default class WebPushTestingServer {
    constructor(model: PushApiModel, port: number);
    _server: Server;
    startServer(): void;
  }
}
