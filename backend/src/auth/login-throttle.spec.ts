import type { AppConfig } from '../config/app-config';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  const throttle = () => new LoginThrottle({ rateLimits: true } as AppConfig);
  const retryAfter = (run: () => void): number | undefined => {
    try {
      run();
      return undefined;
    } catch (error) {
      return (error as { retryAfterSeconds: number }).retryAfterSeconds;
    }
  };

  it('lets 5 tries through, then doubles the wait after each failure up to 15 minutes', () => {
    const logins = throttle();
    let now = 1_000_000;
    for (let i = 0; i < 5; i++) expect(retryAfter(() => logins.attempt('a@example.com', now))).toBeUndefined();
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      const wait = retryAfter(() => logins.attempt('a@example.com', now))!;
      waits.push(wait);
      now += wait * 1000;
      expect(retryAfter(() => logins.attempt('a@example.com', now))).toBeUndefined();
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
  });

  it('starts again after a success, and counts each account on its own', () => {
    const logins = throttle();
    for (let i = 0; i < 5; i++) logins.attempt('a@example.com', 0);
    expect(retryAfter(() => logins.attempt('b@example.com', 0))).toBeUndefined();
    expect(retryAfter(() => logins.attempt('a@example.com', 0))).toBe(1);
    logins.succeeded('a@example.com');
    expect(retryAfter(() => logins.attempt('a@example.com', 0))).toBeUndefined();
  });

  it('keeps nothing when limits are off (tests, benchmarks)', () => {
    const logins = new LoginThrottle({ rateLimits: false } as AppConfig);
    for (let i = 0; i < 20; i++) logins.attempt('a@example.com', 0);
    expect(logins.size).toBe(0);
  });
});
