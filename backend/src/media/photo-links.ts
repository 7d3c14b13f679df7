import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

const HOUR_SECONDS = 3600;
/** Where ads' photos are served; only they can leave the site with their ad. */
export const AD_PHOTOS = '/uploads/ads/';

/**
 * Links to an ad's photo that work while the ad is not on the site, for its seller and the admins: the
 * front ends load photos with <img src>, which sends no token, so the answer that lists the photos signs
 * them (HMAC of the address and an expiry). The expiry is the end of the next full hour, so a page
 * reloaded within the hour names the same address and the browser's cache still serves it.
 */
@Injectable()
export class PhotoLinks {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // A key of its own: a photo link's signature must never double as anything the JWT secret signs.
    this.key = createHmac('sha256', config.jwtSecret).update('photo-links').digest();
  }

  signed(url: string, now = Date.now()): string {
    if (!url.startsWith(AD_PHOTOS)) return url; // the catalogue's and the blog's pictures are always public
    const expires = (Math.floor(now / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS;
    return `${url}?expires=${expires}&signature=${this.signature(url, expires)}`;
  }

  /** Seconds the link has left, or null when it is not one this server signed or it has expired. */
  secondsLeft(url: string, expires: unknown, signature: unknown, now = Date.now()): number | null {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return null;
    const left = Number(expires) - Math.floor(now / 1000);
    if (left <= 0) return null;
    const expected = Buffer.from(this.signature(url, Number(expires)));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? left : null;
  }

  private signature(url: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${url}\n${expires}`).digest('base64url');
  }
}
