import { Transform } from 'class-transformer';
import { TrimToNull } from '../../common/rich-text';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { isValidGstin } from '../../gst/gst';

/** The social networks the footer links to, each with the hosts its profile addresses are on. */
export const SOCIAL_HOSTS = {
  xUrl: ['x.com', 'twitter.com'],
  instagramUrl: ['instagram.com'],
  facebookUrl: ['facebook.com', 'fb.com'],
  telegramUrl: ['t.me', 'telegram.me'],
} as const;

/** A postal address: each line trimmed, blank lines and Windows line ends dropped; an empty one is unset (null). */
const AddressLines = () =>
  Transform(({ value }) =>
    typeof value === 'string'
      ? value
          .split(/\r?\n|\r/)
          .map((line) => line.trim())
          .filter(Boolean)
          .join('\n') || null
      : value,
  );

const PHONE_MESSAGE = (field: string) => `${field} must be an Indian phone number (10 digits, optionally after +91 or 0)`;

/**
 * "98765 43210", "+91-98765-43210", "022 2345 6789" → "+919876543210": spaces, dashes and brackets
 * go, and the trunk 0 or the country code is replaced by +91, so the stored number is what tel: links dial.
 */
const IndianPhone = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const digits = value.replace(/[\s\-().]/g, '');
    if (!digits) return null;
    const national = digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
    return /^\d{10}$/.test(national) ? `+91${national}` : value.trim();
  });

/** An https address of a profile on one of `hosts` (or a subdomain: www., m.): a bare host links to no one. */
const ProfileUrl = (hosts: readonly string[], field: string) =>
  ValidateBy({
    name: 'profileUrl',
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'string' || !URL.canParse(value)) return false;
        const url = new URL(value);
        const host = url.hostname.toLowerCase();
        return url.protocol === 'https:' && !url.username && !url.password && url.pathname.replace(/\/+$/, '') !== '' && hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
      },
      defaultMessage: () => `${field} must be the https address of a profile on ${hosts.join(' or ')}`,
    },
  });

export class SiteSettingsDto {
  /** Always 1: the settings are one record */
  id: number;
  /** Where visitors write for help (the footer's and the menu's Support link); null: not shown */
  supportEmail: string | null;
  /** +91 and ten digits (the menu's Contact Us link); null: not shown */
  supportPhone: string | null;
  /** https://x.com/… profile; null: no icon */
  xUrl: string | null;
  /** https://www.instagram.com/… profile; null: no icon */
  instagramUrl: string | null;
  /** https://www.facebook.com/… page; null: no icon */
  facebookUrl: string | null;
  /** https://t.me/… channel; null: no icon */
  telegramUrl: string | null;
  /** The company that runs the site, for the legal pages */
  legalEntityName: string | null;
  /** The grievance officer's name, for the legal pages */
  grievanceOfficerName: string | null;
  /** The grievance officer's e-mail, for the legal pages */
  grievanceOfficerEmail: string | null;
  /** The grievance officer's postal address (lines separated by \n), for the grievance page (IT Rules 2021, rule 3(2)) */
  grievanceOfficerAddress: string | null;
  /** The grievance officer's phone, +91 and ten digits */
  grievanceOfficerPhone: string | null;
  /** Who answers questions about personal data (DPDP Act 2023, s. 8(9)), for the privacy notice */
  dataProtectionEmail: string | null;
  /** The courts' city and state (e.g. "Mumbai, Maharashtra"), for the terms */
  jurisdiction: string | null;
  /** The registered address (lines separated by \n), printed on invoices */
  businessAddress: string | null;
  /** The GST registration; with legalEntityName and businessAddress, top-ups get tax invoices */
  gstin: string | null;
  /** The Services Accounting Code invoices print (998365: sale of internet advertising space) */
  sac: string;
  /** The GST rate in percent */
  gstRatePercent: number;
  /** true: the amounts sellers choose include GST; false: GST is added to what they pay */
  pricesIncludeTax: boolean;
}

/** What the storefront shows: only the settings that are set (an unset one is absent, never a placeholder). */
export class PublicSiteSettingsDto {
  supportEmail?: string;
  supportPhone?: string;
  xUrl?: string;
  instagramUrl?: string;
  facebookUrl?: string;
  telegramUrl?: string;
  legalEntityName?: string;
  grievanceOfficerName?: string;
  grievanceOfficerEmail?: string;
  grievanceOfficerAddress?: string;
  grievanceOfficerPhone?: string;
  dataProtectionEmail?: string;
  jurisdiction?: string;
  /** Present (true) when the operator has entered a GST registration: approved top-ups then get tax invoices */
  issuesGstInvoices?: true;
}

/** Send only what changes; null or an empty text unsets a field. */
export class UpdateSiteSettingsDto {
  @IsOptional()
  @TrimToNull()
  @MaxLength(254, { message: 'supportEmail must be at most 254 characters' })
  @IsEmail({}, { message: 'supportEmail must be an e-mail address' })
  supportEmail?: string | null;

  /** An Indian number: ten digits, with or without +91 or a trunk 0; stored as +91 and ten digits */
  @IsOptional()
  @IndianPhone()
  @Matches(/^\+91[1-9]\d{9}$/, { message: PHONE_MESSAGE('supportPhone') })
  @IsString({ message: PHONE_MESSAGE('supportPhone') })
  supportPhone?: string | null;

  @IsOptional()
  @TrimToNull()
  @ProfileUrl(SOCIAL_HOSTS.xUrl, 'xUrl')
  @MaxLength(200, { message: 'xUrl must be at most 200 characters' })
  xUrl?: string | null;

  @IsOptional()
  @TrimToNull()
  @ProfileUrl(SOCIAL_HOSTS.instagramUrl, 'instagramUrl')
  @MaxLength(200, { message: 'instagramUrl must be at most 200 characters' })
  instagramUrl?: string | null;

  @IsOptional()
  @TrimToNull()
  @ProfileUrl(SOCIAL_HOSTS.facebookUrl, 'facebookUrl')
  @MaxLength(200, { message: 'facebookUrl must be at most 200 characters' })
  facebookUrl?: string | null;

  @IsOptional()
  @TrimToNull()
  @ProfileUrl(SOCIAL_HOSTS.telegramUrl, 'telegramUrl')
  @MaxLength(200, { message: 'telegramUrl must be at most 200 characters' })
  telegramUrl?: string | null;

  @IsOptional()
  @TrimToNull()
  @MaxLength(200, { message: 'legalEntityName must be at most 200 characters' })
  @IsString({ message: 'legalEntityName must be a text' })
  legalEntityName?: string | null;

  @IsOptional()
  @TrimToNull()
  @MaxLength(100, { message: 'grievanceOfficerName must be at most 100 characters' })
  @IsString({ message: 'grievanceOfficerName must be a text' })
  grievanceOfficerName?: string | null;

  @IsOptional()
  @TrimToNull()
  @MaxLength(254, { message: 'grievanceOfficerEmail must be at most 254 characters' })
  @IsEmail({}, { message: 'grievanceOfficerEmail must be an e-mail address' })
  grievanceOfficerEmail?: string | null;

  /** Several lines; each is trimmed and blank lines dropped */
  @IsOptional()
  @AddressLines()
  @MaxLength(500, { message: 'grievanceOfficerAddress must be at most 500 characters' })
  @IsString({ message: 'grievanceOfficerAddress must be a text' })
  grievanceOfficerAddress?: string | null;

  /** An Indian number, as supportPhone */
  @IsOptional()
  @IndianPhone()
  @Matches(/^\+91[1-9]\d{9}$/, { message: PHONE_MESSAGE('grievanceOfficerPhone') })
  @IsString({ message: PHONE_MESSAGE('grievanceOfficerPhone') })
  grievanceOfficerPhone?: string | null;

  @IsOptional()
  @TrimToNull()
  @MaxLength(254, { message: 'dataProtectionEmail must be at most 254 characters' })
  @IsEmail({}, { message: 'dataProtectionEmail must be an e-mail address' })
  dataProtectionEmail?: string | null;

  @IsOptional()
  @TrimToNull()
  @MaxLength(100, { message: 'jurisdiction must be at most 100 characters' })
  @IsString({ message: 'jurisdiction must be a text' })
  jurisdiction?: string | null;

  /** Several lines; each is trimmed and blank lines dropped */
  @IsOptional()
  @AddressLines()
  @MaxLength(500, { message: 'businessAddress must be at most 500 characters' })
  @IsString({ message: 'businessAddress must be a text' })
  businessAddress?: string | null;

  /** 15 characters, checked against its state code and check digit; lower case is upper-cased @example 27AAPFU0939F1ZV */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || null : value))
  @ValidateBy({
    name: 'gstin',
    validator: { validate: (value: unknown) => typeof value === 'string' && isValidGstin(value), defaultMessage: () => 'gstin must be a valid GSTIN (15 characters with a correct check digit)' },
  })
  gstin?: string | null;

  /** 4 to 8 digits */
  @IsOptional()
  @Matches(/^\d{4,8}$/, { message: 'sac must be a Services Accounting Code of 4 to 8 digits' })
  @IsString({ message: 'sac must be a Services Accounting Code of 4 to 8 digits' })
  sac?: string;

  @IsOptional()
  @IsIn([0, 5, 12, 18, 28], { message: 'gstRatePercent must be one of 0, 5, 12, 18, 28' })
  gstRatePercent?: number;

  @IsOptional()
  @IsBoolean({ message: 'pricesIncludeTax must be true or false' })
  pricesIncludeTax?: boolean;
}
