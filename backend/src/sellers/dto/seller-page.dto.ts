import { AdSummaryDto } from '../../ads/dto/ad.dto';
import { PageDto } from '../../common/page.dto';

/** A seller's public page: what they chose to show as a seller, never their full name, e-mail or phone number. */
export class SellerPageDto extends PageDto<AdSummaryDto> {
  /** Their public display name, as they spell it (the page's address) @example Asha_Pune */
  displayName: string;
  /** When the account was made */
  memberSince: Date;
  /** When they last proved one of their ads' phone numbers by a code; null: none proved */
  phoneVerifiedAt: Date | null;
  /** When a moderator last verified one of their ads' photos; null: none verified */
  photosVerifiedAt: Date | null;
  /** Their live ads, newest first */
  declare items: AdSummaryDto[];
}
