import type { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { RequestTracker } from '../observability/request-tracker';

/** How long requests in flight may take to finish before their connections are cut. */
const GRACE_MS = 10_000;

/**
 * On SIGTERM (docker stop, systemd, Kubernetes) or SIGINT: stop accepting connections, let the
 * requests in flight finish, then close the app (modules flush what they hold, such as
 * AdViews' counts, and the database closes) and exit 0. Nest's enableShutdownHooks()
 * would close the database while requests are still running and exit by re-raising the signal.
 * A second signal (a second later or more) exits at once with 1.
 */
export function shutDownGracefully(app: NestExpressApplication, logger: LoggerService): void {
  const exit = (code: number) => process.exit(code);
  let stoppingSince = 0;

  const stop = async (signal: NodeJS.Signals) => {
    if (stoppingSince) {
      // Ctrl-C in a terminal reaches both `npm start`'s launcher, which passes it on, and the server:
      // that echo is not a second request to hurry.
      if (Date.now() - stoppingSince < 1_000) return;
      logger.warn(`${signal} again: exiting without waiting`, 'Shutdown');
      return exit(1);
    }
    stoppingSince = Date.now();
    const tracker = app.get(RequestTracker);
    const server: Server = app.getHttpServer();
    logger.log({ message: `${signal}: closing the port, finishing ${tracker.inFlightCount} requests in flight`, signal, inFlight: tracker.inFlightCount }, 'Shutdown');
    try {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections with nothing in flight would hold server.close() open.
      const sweeper = setInterval(() => server.closeIdleConnections(), 100);
      server.closeIdleConnections();
      const finished = await tracker.drain(GRACE_MS);
      if (!finished) {
        logger.warn({ message: `${tracker.inFlightCount} requests still running after ${GRACE_MS} ms: cutting them off`, inFlight: tracker.inFlightCount }, 'Shutdown');
        server.closeAllConnections();
      }
      await Promise.race([closed, delay(1_000).then(() => server.closeAllConnections())]);
      clearInterval(sweeper);
      await app.close();
      logger.log('Stopped', 'Shutdown');
      exit(0);
    } catch (error) {
      logger.error({ message: `Shutdown failed: ${(error as Error).message}` }, (error as Error).stack, 'Shutdown');
      exit(1);
    }
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
