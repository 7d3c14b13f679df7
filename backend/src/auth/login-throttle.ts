import { Inject, Injectable } from '@nestjs/common';
import { hashKey } from '../common/client-address';
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
/** Accounts tracked at most (about 150 bytes each); past it the oldest go first. */
export const MAX_LOGIN_ACCOUNTS = 100_000;

/**
 * Growing delays per account, whatever the address: after 5 failures each further try waits 1 s,
 * then 2 s, 4 s … up to 15 minutes, until a login succeeds. The per-address ceiling on the route
 * cannot stop a guesser with many addresses (a botnet, an IPv6 block); this can. Unknown e-mails are
 * counted like real ones, so the answers do not reveal which accounts exist. Keys are hashes of the
 * validated e-mail, so memory per account is fixed.
 */
@Injectable()
export class LoginThrottle {
  private readonly accounts = new ExpiringMap<{ failures: number; waitUntil: number }>(MAX_LOGIN_ACCOUNTS);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Refuses with 429 while the account waits; otherwise counts this try as a failure until
   * `succeeded` says otherwise. Counting before the password is checked keeps a burst of parallel
   * tries from all passing while the first ones are still being checked.
   */
  attempt(email: string, now = Date.now()): void {
    if (!this.config.rateLimits) return;
    const key = hashKey(email);
    const account = this.accounts.get(key) ?? { failures: 0, waitUntil: 0 };
    if (account.waitUntil > now) {
      const seconds = Math.ceil((account.waitUntil - now) / 1000);
      throw new TooManyRequestsException(seconds, authRefusal('tooManyLogins', { seconds: String(seconds) }));
    }
    account.failures++;
    if (account.failures >= FREE_LOGIN_FAILURES) account.waitUntil = now + Math.min(FIRST_DELAY_MS * 2 ** Math.min(account.failures - FREE_LOGIN_FAILURES, 30), MAX_DELAY_MS);
    this.accounts.set(key, account, FORGET_AFTER_MS);
  }

  succeeded(email: string): void {
    this.accounts.delete(hashKey(email));
  }

  /** How many accounts are tracked (for the memory tests). */
  get size(): number {
    return this.accounts.size;
  }
}
