import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { createServer } from 'node:net';
import type { AppConfig } from '../config/app-config';
import { RateLimitWindows } from './rate-limit-windows';
import { SharedRedis } from './redis/shared-redis';

/** A port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('RateLimitWindows', () => {
  it('counts in the process without REDIS_URL', async () => {
    const windows = new RateLimitWindows(new SharedRedis({} as AppConfig));
    expect(await windows.hit('k', 60)).toEqual({ count: 1, remainingMs: 60_000 });
    expect((await windows.hit('k', 60)).count).toBe(2);
    expect(windows.size).toBe(1);
  });

  it('when Redis is down, counts in the process and warns once, without waiting for it', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const redis = new SharedRedis({ redis: { url: `redis://127.0.0.1:${await closedPort()}`, keyPrefix: 'test:' } } as AppConfig);
    try {
      await redis.onModuleInit();
      const windows = new RateLimitWindows(redis);
      const counts = [];
      for (let i = 0; i < 3; i++) counts.push((await windows.hit('k', 60)).count);
      expect(counts).toEqual([1, 2, 3]);
      const lines = warn.mock.calls.map(([message]) => String(message));
      expect(lines.filter((line) => line.startsWith('Rate limits counted per instance'))).toHaveLength(1);
      expect(lines.some((line) => /Redis is unreachable|did not answer/.test(line))).toBe(true);
    } finally {
      redis.onApplicationShutdown();
      warn.mockRestore();
    }
  });
});
