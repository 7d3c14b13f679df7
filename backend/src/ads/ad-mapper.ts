import { slugify } from '../common/slug';
import { indiaTimeOfDay, slotCovers } from '../common/india-time';
import { publicName } from '../users/public-name';
import { toTimeSlotDto } from '../promotion-plans/packages.service';
import { Ad } from './ad.entity';
import { AdStatus } from './ad-status';
import { type AdCategoryDto, AdDetailDto, type AdDetailValueDto, type AdLocationDto, AdSummaryDto, MyAdDto } from './dto/ad.dto';
import { AdminAdDto } from './dto/admin-ad.dto';
import { isRenewable } from './renewal';

/** What "now" means for an ad: the moment, and the India time of day for slots. */
export interface Clock {
  now: Date;
  timeOfDay: string;
}

export const currentClock = (now = new Date()): Clock => ({ now, timeOfDay: indiaTimeOfDay(now) });

/** The ad page's URL word, from the title: the same for every reader of ads (the entity here, raw rows in search/). */
export const adSlug = (title: string): string => slugify(title) || 'ad';

/** What an ad's card tells of its category and district: the same for every reader of ads (the entity here, cached lists in search/). */
export const cardCategory = ({ id, title, titleHi, slug }: AdCategoryDto): AdCategoryDto => ({ id, title, titleHi, slug });
export const cardLocation = ({ id, state, stateHi, district, districtHi, slug }: AdLocationDto): AdLocationDto => ({ id, state, stateHi, district, districtHi, slug });

/** A paid promotion is running, and whether its time slot covers the India time now (shown first). */
export function promotionNow(promotedUntil: Date | null, slot: { startTime: string; endTime: string } | null | undefined, clock: Clock): { promoted: boolean; featuredNow: boolean } {
  const promoted = !!promotedUntil && promotedUntil > clock.now;
  return { promoted, featuredNow: promoted && !!slot && slotCovers(slot, clock.timeOfDay) };
}

/** Maps need ad.category, ad.location and ad.images loaded; the slot for featuredNow and MyAd. */
function toAdSummary(ad: Ad, clock: Clock, details: AdDetailValueDto[]): AdSummaryDto {
  return {
    id: ad.id,
    title: ad.title,
    slug: adSlug(ad.title),
    thumbUrl: ad.images?.[0]?.thumbUrl ?? null,
    category: cardCategory(ad.category),
    location: cardLocation(ad.location),
    age: ad.age,
    createdAt: ad.createdAt,
    listedAt: ad.listedAt,
    ...promotionNow(ad.promotedUntil, ad.slot, clock),
    phoneVerifiedAt: ad.phoneVerifiedAt,
    photosVerifiedAt: ad.photosVerifiedAt,
    details,
  };
}

function toAdDetail(ad: Ad, clock: Clock, details: AdDetailValueDto[]): AdDetailDto {
  return {
    ...toAdSummary(ad, clock, details),
    description: ad.description,
    images: (ad.images ?? []).map(({ url, thumbUrl }) => ({ url, thumbUrl })),
    sellerName: publicName(ad.seller.displayName),
    sellerPage: !!ad.seller.displayName && ad.seller.publicPage,
    expiresAt: ad.expiresAt,
    views: ad.views,
    contact: ad.contact,
  };
}

/** The address of a photo for its seller or an admin: signed, so that it loads while the ad is not on the site (media/photo-links.ts). */
export type PhotoLink = (url: string) => string;

/** `details`: every detail the ad gives (AdDetails.shown), for the seller's page and edit form. */
export function toMyAd(ad: Ad, clock: Clock, counts: { conversations: number; favourites: number }, link: PhotoLink, details: AdDetailValueDto[]): MyAdDto {
  return {
    ...toAdDetail(ad, clock, details),
    thumbUrl: ad.images?.[0] ? link(ad.images[0].thumbUrl) : null,
    images: (ad.images ?? []).map(({ url, thumbUrl }) => ({ url: link(url), thumbUrl: link(thumbUrl) })),
    // The seller's own view: their whole name and their number.
    sellerName: ad.seller.fullName,
    phone: ad.phone,
    phoneReveals: ad.phoneReveals,
    ...counts,
    status: ad.status,
    promotedUntil: ad.promotedUntil,
    slot: ad.slot ? toTimeSlotDto(ad.slot) : null,
    expired: !!ad.expiresAt && ad.expiresAt <= clock.now,
    renewable: isRenewable(ad, clock.now),
    takenDown: ad.takenDown,
    rejection: ad.status === AdStatus.Rejected ? ad.rejection : '',
  };
}

export function toAdminAd(ad: Ad, link: PhotoLink): AdminAdDto {
  return {
    id: ad.id,
    catagory: ad.category.title,
    category: ad.category.title,
    categoryId: ad.category.id,
    title: ad.title,
    description: ad.description,
    phone: ad.phone,
    images: (ad.images ?? []).map((image) => link(image.url)),
    thumbUrls: (ad.images ?? []).map((image) => link(image.thumbUrl)),
    userName: ad.seller.fullName,
    sellerEmail: ad.seller.email,
    location: ad.location.district,
    locationId: ad.location.id,
    state: ad.location.state,
    age: ad.age,
    status: ad.status,
    verifiedEmail: ad.seller.emailVerified,
    takenDown: ad.takenDown,
    views: ad.views,
    createdAt: ad.createdAt,
    expiresAt: ad.expiresAt,
    promotedUntil: ad.promotedUntil,
  };
}
