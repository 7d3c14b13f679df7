import { Inject, Injectable } from '@nestjs/common';
import { hashKey } from '../common/client-address';
import { SharedRedis } from '../common/redis/shared-redis';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { ExpiringMap } from '../common/ttl-cache';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { authRefusal } from './auth-refusals';

/** Wrong passwords allowed on one account before each further try has to wait. */
export const FREE_LOGIN_FAILURES = 5;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 15 * 60_000;
/** An account's failures are forgotten this long after the last one. */
const FORGET_AFTER_MS = 24 * 3600_000;
/** Accounts tracked at most in the process (about 150 bytes each); past it the oldest go first. */
export const MAX_LOGIN_ACCOUNTS = 100_000;

/**
 * The same rule as `attemptLocally`, in one step in Redis, so that two instances trying one account at once
 * both count: answers 0 when the try may go ahead (counted as a failure), else the milliseconds left to wait.
 */
const ATTEMPT = `
local now = tonumber(ARGV[1])
local wait_until = tonumber(redis.call('HGET', KEYS[1], 'wait') or '0')
if wait_until > now then return wait_until - now end
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
if failures >= tonumber(ARGV[2]) then
  local delay = math.min(tonumber(ARGV[3]) * 2 ^ math.min(failures - tonumber(ARGV[2]), 30), tonumber(ARGV[4]))
  redis.call('HSET', KEYS[1], 'wait', now + delay)
end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0`;

/**
 * Growing delays per account, whatever the address: after 5 failures each further try waits 1 s,
 * then 2 s, 4 s … up to 15 minutes, until a login succeeds. The per-address ceiling on the route
 * cannot stop a guesser with many addresses (a botnet, an IPv6 block); this can. Unknown e-mails are
 * counted like real ones, so the answers do not reveal which accounts exist. Keys are hashes of the
 * validated e-mail, so memory per account is fixed. With REDIS_URL the accounts are kept in Redis,
 * like the rate limits, so that every instance (and one restarted) delays the same account; when
 * Redis does not answer they are kept in the process meanwhile (docs/decisions/0013-shared-state-in-redis.md).
 */
@Injectable()
export class LoginThrottle {
  private readonly accounts = new ExpiringMap<{ failures: number; waitUntil: number }>(MAX_LOGIN_ACCOUNTS);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: SharedRedis,
  ) {}

  /**
   * Refuses with 429 while the account waits; otherwise counts this try as a failure until
   * `succeeded` says otherwise. Counting before the password is checked keeps a burst of parallel
   * tries from all passing while the first ones are still being checked.
   */
  async attempt(email: string, now = Date.now()): Promise<void> {
    if (!this.config.rateLimits) return;
    const key = hashKey(email);
    const waitMs = (await this.attemptInRedis(key, now)) ?? this.attemptLocally(key, now);
    if (waitMs <= 0) return;
    const seconds = Math.ceil(waitMs / 1000);
    throw new TooManyRequestsException(seconds, authRefusal('tooManyLogins', { seconds: String(seconds) }));
  }

  async succeeded(email: string): Promise<void> {
    const key = hashKey(email);
    this.accounts.delete(key);
    if (!this.redis.enabled) return;
    await this.redis.run((redis) => redis.del(this.redisKey(key))).catch((error: Error) => this.warn(error));
  }

  /** How many accounts this process tracks (for the memory tests). */
  get size(): number {
    return this.accounts.size;
  }

  /** The milliseconds to wait, or undefined when Redis is not used or did not answer. */
  private async attemptInRedis(key: string, now: number): Promise<number | undefined> {
    if (!this.redis.enabled) return undefined;
    try {
      return await this.redis.run((redis) => redis.eval(ATTEMPT, 1, this.redisKey(key), now, FREE_LOGIN_FAILURES, FIRST_DELAY_MS, MAX_DELAY_MS, FORGET_AFTER_MS) as Promise<number>);
    } catch (error) {
      this.warn(error as Error);
      return undefined;
    }
  }

  private attemptLocally(key: string, now: number): number {
    const account = this.accounts.get(key) ?? { failures: 0, waitUntil: 0 };
    if (account.waitUntil > now) return account.waitUntil - now;
    account.failures++;
    if (account.failures >= FREE_LOGIN_FAILURES) account.waitUntil = now + Math.min(FIRST_DELAY_MS * 2 ** Math.min(account.failures - FREE_LOGIN_FAILURES, 30), MAX_DELAY_MS);
    this.accounts.set(key, account, FORGET_AFTER_MS);
    return 0;
  }

  private redisKey(key: string): string {
    return this.redis.key(`login:${key}`);
  }

  private warn(error: Error): void {
    this.redis.warn('login-delays', `Login delays kept per instance: Redis did not answer (${error.message})`);
  }
}
