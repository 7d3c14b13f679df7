import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsEnum, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import { OptionalHindiName } from '../../common/hindi-name';
import { IfSent } from '../../common/if-sent';
import { Trim } from '../../common/rich-text';
import { DETAIL_KEY, DETAIL_KEY_LENGTH, DetailKind, MAX_DETAIL_NUMBER, MAX_OPTIONS, RateUnit } from '../field-kind';

const keyMessage = (what: string) => `${what} must be lower-case letters and digits joined by hyphens, e.g. languages-spoken`;

/** One option of a choice. */
export class FieldOptionDto {
  /** Its stable name in URLs and saved searches @example hindi */
  @Matches(DETAIL_KEY, { message: keyMessage('key') })
  @MaxLength(DETAIL_KEY_LENGTH)
  @IsString()
  key: string;

  /** @example Hindi */
  @Trim()
  @MaxLength(60)
  @MinLength(1, { message: 'label is required' })
  @IsString()
  label: string;

  /** The label in Hindi; null where none is given (show `label`) @example हिन्दी */
  @OptionalHindiName(60)
  labelHi: string | null;
}

/** What may change on a field: everything but its category, key and kind. */
export class UpdateCategoryFieldDto {
  /** @example Rate */
  @IfSent()
  @Trim()
  @MaxLength(60)
  @MinLength(1, { message: 'label is required' })
  @IsString()
  label?: string;

  @IfSent()
  @OptionalHindiName(60)
  labelHi?: string | null;

  /** RATE only: what the rate is per */
  @IfSent()
  @IsEnum(RateUnit, { message: `unit must be one of ${Object.values(RateUnit).join(', ')}` })
  unit?: RateUnit;

  /** CHOICE only: 1–40 options with distinct keys; an option taken out stays in the ads that chose it, hidden */
  @IfSent()
  @ValidateNested({ each: true })
  @Type(() => FieldOptionDto)
  @ArrayMaxSize(MAX_OPTIONS, { message: `options may list at most ${MAX_OPTIONS}` })
  @ArrayMinSize(1, { message: 'options must list at least one' })
  @IsArray({ message: 'options must be a list' })
  options?: FieldOptionDto[];

  /** CHOICE only: several options may be chosen */
  @IfSent()
  @IsBoolean()
  multiple?: boolean;

  /** RATE and NUMBER: the lowest value an ad may give, 0 or more */
  @IsOptional()
  @Max(MAX_DETAIL_NUMBER, { message: `min must be at most ${MAX_DETAIL_NUMBER}` })
  @Min(0, { message: 'min must be 0 or more' })
  @IsInt({ message: 'min must be a whole number' })
  min?: number | null;

  /** RATE and NUMBER: the highest value an ad may give */
  @IsOptional()
  @Max(MAX_DETAIL_NUMBER, { message: `max must be at most ${MAX_DETAIL_NUMBER}` })
  @Min(0, { message: 'max must be 0 or more' })
  @IsInt({ message: 'max must be a whole number' })
  max?: number | null;

  /** New and edited ads must give it (ads stored before keep their values) */
  @IfSent()
  @IsBoolean()
  required?: boolean;

  /** Shown on the ad's card in results, not only on its page */
  @IfSent()
  @IsBoolean()
  onCard?: boolean;

  /** Order among the category's fields, lowest first */
  @IfSent()
  @Max(1000)
  @Min(0)
  @IsInt()
  position?: number;
}

/** A new field of a category. */
export class CreateCategoryFieldDto extends UpdateCategoryFieldDto {
  @Max(2_147_483_647)
  @Min(1)
  @IsInt({ message: 'categoryId must be an integer' })
  categoryId: number;

  /** Its stable name in URLs, saved searches and the API; fixed once created @example languages */
  @Matches(DETAIL_KEY, { message: keyMessage('key') })
  @MaxLength(DETAIL_KEY_LENGTH)
  @IsString()
  key: string;

  @IsEnum(DetailKind, { message: `kind must be one of ${Object.values(DetailKind).join(', ')}` })
  kind: DetailKind;

  /** @example Languages spoken */
  @Trim()
  @MaxLength(60)
  @MinLength(1, { message: 'label is required' })
  @IsString()
  declare label: string;
}

/** A field as the post form, the filters and the console read it. */
export class CategoryFieldDto {
  id: number;
  categoryId: number;
  key: string;
  kind: DetailKind;
  label: string;
  /** The label in Hindi; null where none is given (show `label`) */
  labelHi: string | null;
  /** RATE: what the rate is per; null otherwise */
  unit: RateUnit | null;
  /** CHOICE: the options, in order; empty otherwise */
  options: FieldOptionDto[];
  multiple: boolean;
  min: number | null;
  max: number | null;
  required: boolean;
  onCard: boolean;
  position: number;
}

/** The console's view: also whether it was removed (hidden everywhere, kept in stored ads). */
export class AdminCategoryFieldDto extends CategoryFieldDto {
  removed: boolean;
}
