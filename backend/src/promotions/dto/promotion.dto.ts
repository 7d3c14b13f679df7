import { RowId } from '../../common/parse-id.pipe';

/** The ad, package and time slot of a purchase, from its path. */
export class PromotionPathDto {
  @RowId()
  adId: number;

  @RowId()
  packageId: number;

  @RowId()
  slotId: number;
}

export class CheckoutDto {
  /** The ad's first photo (thumbnail) */
  image: string | null;
  title: string;
  adId: number;
  /** The time slot's label */
  slot: string;
  /** Its Hindi label, if it has one; `message` names the slot and package in the request's language */
  slotHi: string | null;
  /** Rupees */
  packageAmount: number;
  packageName: string;
  packageNameHi: string | null;
  availableBalance: number;
  usableBalance: number;
  /** usableBalance − packageAmount */
  remainingBalance: number;
  message: string;
  canProceed: boolean;
}

export class PromotionResultDto {
  Success: boolean;
  message: string;
  adId: number;
  promotedUntil: Date | null;
  expiresAt: Date;
  /** Wallet balance after the purchase, rupees */
  balance: number;
}

/** Whether and how the seller can renew an ad (GET seller/transaction/renewal/{id}). */
export class RenewalDto {
  adId: number;
  title: string;
  /** The ad's first photo (thumbnail) */
  image: string | null;
  /** null: never posted */
  expiresAt: Date | null;
  expired: boolean;
  /** It can be renewed now: it was posted, expires within two days or has expired, and was not taken down */
  renewable: boolean;
  /** A renewal now is free (one free renewal per ad every FREE_AD_DAYS); otherwise a package renews it */
  free: boolean;
  /** When the next free renewal is possible, when it is not now */
  nextFreeAt: Date | null;
  /** Days a free renewal adds (FREE_AD_DAYS) */
  days: number;
  /** What the seller is told */
  message: string;
}
