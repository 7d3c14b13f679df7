import { SharedRedis } from './redis/shared-redis';
import { ExpiringMap } from './ttl-cache';

/**
 * Counters for at most this many keys in memory (about 200 bytes each); past it the oldest go first, so
 * a flood of new addresses cannot grow the process (docs/decisions/0004-hand-written-rate-limits.md).
 */
export const MAX_RATE_LIMIT_KEYS = 100_000;

/** Counts the call and answers the count and the window's remaining milliseconds, in one round trip. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export interface Window {
  count: number;
  remainingMs: number;
}

/**
 * Fixed-window call counters: in Redis when REDIS_URL is set, so that every instance counts into the
 * same window; else in this process. When Redis does not answer, the call is counted here instead
 * (each instance then allows the limit on its own, as without Redis) and a warning is logged:
 * refusing every login while Redis is down would be worse than a looser limit for a while
 * (docs/decisions/0013-shared-state-in-redis.md).
 */
export class RateLimitWindows {
  private readonly local = new ExpiringMap<{ count: number; resetAt: number }>(MAX_RATE_LIMIT_KEYS);

  constructor(private readonly redis: SharedRedis) {}

  async hit(key: string, seconds: number): Promise<Window> {
    if (this.redis.enabled) {
      try {
        const [count, remainingMs] = await this.redis.run((redis) => redis.eval(HIT, 1, this.redis.key(`rate:${key}`), seconds * 1000) as Promise<[number, number]>);
        return { count, remainingMs };
      } catch (error) {
        this.redis.warn('rate-limits', `Rate limits counted per instance: Redis did not answer (${(error as Error).message})`);
      }
    }
    return this.hitLocally(key, seconds);
  }

  private hitLocally(key: string, seconds: number): Window {
    const now = Date.now();
    const window = this.local.get(key);
    if (!window) {
      this.local.set(key, { count: 1, resetAt: now + seconds * 1000 }, seconds * 1000);
      return { count: 1, remainingMs: seconds * 1000 };
    }
    return { count: ++window.count, remainingMs: window.resetAt - now };
  }

  /** How many counters this process holds (for the memory tests). */
  get size(): number {
    return this.local.size;
  }
}
