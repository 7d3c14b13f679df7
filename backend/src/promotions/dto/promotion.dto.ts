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
  /** Rupees */
  packageAmount: number;
  packageName: string;
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
