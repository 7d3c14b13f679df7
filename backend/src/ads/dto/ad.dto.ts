import { Transform } from 'class-transformer';
import { IsEnum, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { AdminPageQueryDto, PageDto } from '../../common/page.dto';
import { Trim } from '../../common/rich-text';
import { TimeSlotDto } from '../../promotion-plans/dto/plan.dto';
import { AdContact } from '../ad-contact';
import { AdStatus } from '../ad-status';
import { IfSent } from '../../common/if-sent';
import { FieldOptionDto } from '../../categories/dto/category-field.dto';
import { DETAIL_KEY, DETAIL_KEY_LENGTH, DetailKind, MAX_FIELDS_PER_CATEGORY, MAX_OPTIONS, RateUnit } from '../../categories/field-kind';

/** Indian mobile numbers: 10 digits starting 6–9, optionally +91 / 91 / 0 in front; spaces and dashes ignored. */
const normalisePhone = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const digits = value.replace(/[\s-]/g, '');
  const match = digits.match(/^(?:\+91|91|0)?([6-9]\d{9})$/);
  return match ? match[1] : digits;
};

/*
 * With the pipe's stopAtFirstError, class-validator checks a property's decorators bottom-up (the one
 * nearest the property first), so the type check is written last: 'twenty' is "not a whole number",
 * not "at most 99".
 */

const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value);

/** A JSON object sent as text (multipart forms) read as the object; anything else is left for Details to refuse. */
const parseJson = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const isDetailValue = (value: unknown): boolean =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= DETAIL_KEY_LENGTH) ||
  (Array.isArray(value) && value.length <= MAX_OPTIONS && value.every((item) => typeof item === 'string' && item.length <= DETAIL_KEY_LENGTH));

/**
 * The category's details by key, bounded in shape here (at most 65, each a number, a boolean, an option key or a list of
 * them); what each field takes is checked against the category in ads/ad-details.ts.
 */
const Details = () => (target: object, key: string) => {
  ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description:
      "The category's details by key (GET dashboard/categories/{id}/fields): a whole number for a RATE (rupees) or a NUMBER, true or false for YES_NO, an option key (or with `multiple` a list of them) for a CHOICE; null or missing: not given. A JSON object, or its text in a multipart form. Editing replaces every detail.",
    example: { rate: 2000, languages: ['hindi', 'english'] },
  })(target, key);
  ValidateBy({
    name: 'isDetails',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.keys(value).length <= MAX_FIELDS_PER_CATEGORY &&
        Object.entries(value).every(([name, item]) => name.length <= DETAIL_KEY_LENGTH && DETAIL_KEY.test(name) && isDetailValue(item)),
      defaultMessage: () => `details must be an object of at most ${MAX_FIELDS_PER_CATEGORY} details by key, each a number, true or false, an option key or a list of them`,
    },
  })(target, key);
  Transform(parseJson)(target, key);
};

export class AdFieldsDto {
  /** 10–120 characters @example Friendly company in Pune, evenings */
  @Trim()
  @MaxLength(120, { message: 'title must be at most 120 characters' })
  @MinLength(10, { message: 'title must be at least 10 characters' })
  @IsString()
  title: string;

  /** 30–5000 characters, plain text */
  @Trim()
  @MaxLength(5000, { message: 'description must be at most 5000 characters' })
  @MinLength(30, { message: 'description must be at least 30 characters' })
  @IsString()
  description: string;

  @Transform(toInt)
  @Max(2_147_483_647)
  @Min(1)
  @IsInt({ message: 'categoryId must be an integer' })
  categoryId: number;

  /** The district's location id */
  @Transform(toInt)
  @Max(2_147_483_647)
  @Min(1)
  @IsInt({ message: 'locationId must be an integer' })
  locationId: number;

  /** Indian mobile number, e.g. 9876543210 or +91 98765 43210 */
  @Transform(normalisePhone)
  @Matches(/^[6-9]\d{9}$/, { message: 'phone must be an Indian mobile number (10 digits starting with 6-9)' })
  @IsString()
  phone: string;

  /** 18–99: the site is for adults only */
  @Transform(toInt)
  @Max(99, { message: 'age must be at most 99' })
  @Min(18, { message: 'age must be at least 18' })
  @IsInt({ message: 'age must be a whole number' })
  age: number;

  /** How buyers reach you: MESSAGES (the default), PHONE (messages and the phone number) or WHATSAPP (also a WhatsApp link) */
  @IsOptional()
  @IsEnum(AdContact, { message: `contact must be one of ${Object.values(AdContact).join(', ')}` })
  contact?: AdContact;

  @IsOptional()
  @Details()
  details?: Record<string, unknown>;
}

export class CreateAdDto extends AdFieldsDto {}

/** Every field optional; images, when sent, replace the ad's images. */
export class UpdateAdDto {
  @IfSent()
  @Trim()
  @MaxLength(120, { message: 'title must be at most 120 characters' })
  @MinLength(10, { message: 'title must be at least 10 characters' })
  @IsString()
  title?: string;

  @IfSent()
  @Trim()
  @MaxLength(5000, { message: 'description must be at most 5000 characters' })
  @MinLength(30, { message: 'description must be at least 30 characters' })
  @IsString()
  description?: string;

  @IfSent()
  @Transform(toInt)
  @Max(2_147_483_647)
  @Min(1)
  @IsInt({ message: 'categoryId must be an integer' })
  categoryId?: number;

  @IfSent()
  @Transform(toInt)
  @Max(2_147_483_647)
  @Min(1)
  @IsInt({ message: 'locationId must be an integer' })
  locationId?: number;

  @IfSent()
  @Transform(normalisePhone)
  @Matches(/^[6-9]\d{9}$/, { message: 'phone must be an Indian mobile number (10 digits starting with 6-9)' })
  @IsString()
  phone?: string;

  @IfSent()
  @Transform(toInt)
  @Max(99, { message: 'age must be at most 99' })
  @Min(18, { message: 'age must be at least 18' })
  @IsInt({ message: 'age must be a whole number' })
  age?: number;

  @IfSent()
  @IsEnum(AdContact, { message: `contact must be one of ${Object.values(AdContact).join(', ')}` })
  contact?: AdContact;

  @IsOptional()
  @Details()
  details?: Record<string, unknown>;
}

export class ImageDto {
  url: string;
  thumbUrl: string;
}

export class AdCategoryDto {
  id: number;
  title: string;
  /** The title in Hindi, where the data has one */
  titleHi: string | null;
  slug: string;
}

export class AdLocationDto {
  id: number;
  state: string;
  /** The state's name in Hindi (Devanagari), where the data has one */
  stateHi: string | null;
  district: string;
  /** The district's name in Hindi (Devanagari), where the data has one */
  districtHi: string | null;
  slug: string;
}

/** One detail of an ad (issue 44), with its field's label and unit for the page to show. */
export class AdDetailValueDto {
  key: string;
  kind: DetailKind;
  label: string;
  /** The label in Hindi; null where none is given (show `label`) */
  labelHi: string | null;
  /** RATE: what the rate is per */
  unit: RateUnit | null;
  /** RATE (rupees) and NUMBER */
  number?: number;
  /** YES_NO */
  yes?: boolean;
  /** CHOICE: the options chosen, in the field's order */
  options?: FieldOptionDto[];
}

/** An ad in search results and lists: no phone number. */
export class AdSummaryDto {
  id: number;
  title: string;
  /** For the ad page URL /ad/{slug}/{id} */
  slug: string;
  thumbUrl: string | null;
  category: AdCategoryDto;
  location: AdLocationDto;
  age: number;
  createdAt: Date;
  /** Its place in "newest first": when it went live, or was last renewed or promoted */
  listedAt: Date;
  /** A paid promotion is running */
  promoted: boolean;
  /** Promoted, and its time slot covers the current India time */
  featuredNow: boolean;
  /** When the seller proved the ad's phone number theirs by a code sent to it (the "phone verified" badge); null: not proved */
  phoneVerifiedAt: Date | null;
  /** When a moderator matched the ad's photos with the seller's private selfie (the "photos verified" badge); null: not verified */
  photosVerifiedAt: Date | null;
  /** The details its category shows on cards (empty: none) */
  details: AdDetailValueDto[];
}

/** The public ad page. No phone number (POST dashboard/reveal-phone) and no full name or e-mail. */
export class AdDetailDto extends AdSummaryDto {
  description: string;
  images: ImageDto[];
  /** The seller's public display name (their full name stays private) */
  sellerName: string;
  /** The seller has a public page, /seller/{sellerName} (GET api/sellers/{displayName}); false: they chose to have none */
  sellerPage: boolean;
  expiresAt: Date | null;
  views: number;
  /**
   * MESSAGES: write to the seller; PHONE: also ask for the number (POST dashboard/reveal-phone); WHATSAPP: also a WhatsApp
   * link. Only a proved number is offered: MESSAGES while the ad's phone is not verified.
   */
  contact: AdContact;
  /** Every detail the ad gives, in its category's order (empty: none) */
  declare details: AdDetailValueDto[];
}

export class PhoneDto {
  /** The seller's phone number @example +919876543210 */
  phone: string;
}

export class MyAdDto extends AdDetailDto {
  phone: string;
  /** How many signed-in visitors asked for the phone number */
  phoneReveals: number;
  /** How many buyers wrote about it (one conversation each) */
  conversations: number;
  /** How many signed-in users keep it among their favourites */
  favourites: number;
  status: AdStatus;
  promotedUntil: Date | null;
  slot: TimeSlotDto | null;
  /** Past expiresAt: not shown publicly until renewed */
  expired: boolean;
  /** Expires within two days or has expired: the seller can renew it (seller/transaction/renew-ad) */
  renewable: boolean;
  /** Taken down by a moderator: cannot be posted again by the seller */
  takenDown: boolean;

  /** Why a moderator did not approve it (status REJECTED; empty otherwise): editing it sends it back for review */
  rejection: string;
}

export class MyAdPageDto extends PageDto<MyAdDto> {
  declare items: MyAdDto[];
}

export class AdminAdQueryDto extends AdminPageQueryDto {
  @IsOptional()
  @IsIn(Object.values(AdStatus))
  status?: AdStatus;
}
