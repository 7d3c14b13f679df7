import { SharedRedis } from '../common/redis/shared-redis';
import type { AppConfig } from '../config/app-config';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  const inProcess = (config: Partial<AppConfig>) => new LoginThrottle(config as AppConfig, new SharedRedis(config as AppConfig));
  const throttle = () => inProcess({ rateLimits: true });
  const retryAfter = async (run: () => Promise<void>): Promise<number | undefined> => {
    try {
      await run();
      return undefined;
    } catch (error) {
      return (error as { retryAfterSeconds: number }).retryAfterSeconds;
    }
  };

  it('lets 5 tries through, then doubles the wait after each failure up to 15 minutes', async () => {
    const logins = throttle();
    let now = 1_000_000;
    for (let i = 0; i < 5; i++) expect(await retryAfter(() => logins.attempt('a@example.com', now))).toBeUndefined();
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      const wait = (await retryAfter(() => logins.attempt('a@example.com', now)))!;
      waits.push(wait);
      now += wait * 1000;
      expect(await retryAfter(() => logins.attempt('a@example.com', now))).toBeUndefined();
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
  });

  it('starts again after a success, and counts each account on its own', async () => {
    const logins = throttle();
    for (let i = 0; i < 5; i++) await logins.attempt('a@example.com', 0);
    expect(await retryAfter(() => logins.attempt('b@example.com', 0))).toBeUndefined();
    expect(await retryAfter(() => logins.attempt('a@example.com', 0))).toBe(1);
    await logins.succeeded('a@example.com');
    expect(await retryAfter(() => logins.attempt('a@example.com', 0))).toBeUndefined();
  });

  it('keeps nothing when limits are off (tests, benchmarks)', async () => {
    const logins = inProcess({ rateLimits: false });
    for (let i = 0; i < 20; i++) await logins.attempt('a@example.com', 0);
    expect(logins.size).toBe(0);
  });
});
