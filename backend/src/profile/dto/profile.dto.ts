import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { Role } from '../../common/auth/role';
import { IfSent } from '../../common/if-sent';
import { type Language, LANGUAGES } from '../../common/language';
import { Trim } from '../../common/rich-text';
import { displayNameProblem } from '../../users/display-name';

export class ProfileDto {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  /** Wallet balance in rupees */
  walletBalance: number;
  emailVerified: boolean;
  mustChangePassword: boolean;
  /** The public nickname shown on ads (the full name stays private) */
  displayName: string | null;
  /** The default phone of a new ad; never public */
  phone: string | null;
  /** Whether the public sees the seller's page, /seller/{displayName}, linked from their ads */
  publicPage: boolean;
  /** Mails about top-ups being approved or rejected */
  notifyPayments: boolean;
  /** Mails about ads: taken down, expiring, expired, promotion ended */
  notifyAds: boolean;
  /** Mails about new messages from buyers and sellers (at most one per conversation per 15 minutes) */
  notifyMessages: boolean;
  /** The language of the account's mails: set at sign-up from Accept-Language */
  language: Language;
  /** The privacy notice's version the user last accepted or acknowledged (null: none yet) */
  noticeVersion: string | null;
  /** The version in force: when it differs from noticeVersion, the storefront shows the changed notice once (POST /api/auth/me/notice) */
  currentNoticeVersion: string;
}

export class AcknowledgeNoticeDto {
  /** The version the user was shown: currentNoticeVersion from GET /api/auth/me; another is 409. @example 2026-12-03 */
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'version must be a date (YYYY-MM-DD)' })
  version: string;

  /** Optional: mails about one's ads, as the dialog's switch was left (recorded as consent when it changes) */
  @IfSent()
  @IsBoolean()
  notifyAds?: boolean;

  /** Optional: a mail with each new message's text, as the dialog's switch was left (recorded as consent when it changes) */
  @IfSent()
  @IsBoolean()
  notifyMessages?: boolean;
}

export class UpdateProfileDto {
  /** Private: only admins see it. @example Asha Verma */
  @IfSent()
  @Trim()
  @IsString()
  @MinLength(2, { message: 'fullName must be at least 2 characters' })
  @MaxLength(100)
  fullName?: string;

  /** Public; unique whatever the case; no e-mail address or phone number in it. @example Asha_Pune */
  @IfSent()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value))
  @IsString()
  @MaxLength(30)
  @ValidateBy({
    name: 'isDisplayName',
    validator: { validate: (v) => typeof v === 'string' && !displayNameProblem(v), defaultMessage: (args) => `displayName ${displayNameProblem(String(args?.value))}` },
  })
  displayName?: string;

  /** 10 digits starting with 6-9, or null to clear it */
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Matches(/^[6-9]\d{9}$/, { message: 'phone must be an Indian mobile number (10 digits starting with 6-9)' })
  phone?: string | null;

  /** Off: no public seller page, and the ads link to none */
  @IfSent()
  @IsBoolean()
  publicPage?: boolean;

  @IfSent()
  @IsBoolean()
  notifyPayments?: boolean;

  @IfSent()
  @IsBoolean()
  notifyAds?: boolean;

  @IfSent()
  @IsBoolean()
  notifyMessages?: boolean;

  /** The language of the account's mails */
  @IfSent()
  @IsIn(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` })
  language?: Language;
}
