import type { Ad } from './ad.entity';

/** An ad can be renewed from this long before it expires, when its seller is warned (AdLifecycle). */
export const RENEWAL_WINDOW_MS = 2 * 86_400_000;

/** Whether the seller can renew the ad now: it was posted, it expires within the window or has expired, and no moderator took it down. */
export function isRenewable(ad: Pick<Ad, 'expiresAt' | 'takenDown'>, now: Date): boolean {
  return !!ad.expiresAt && !ad.takenDown && ad.expiresAt.getTime() - now.getTime() <= RENEWAL_WINDOW_MS;
}
