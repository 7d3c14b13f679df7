import { PartialType } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNumber, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Trim } from '../../common/rich-text';
import { IfSent } from '../../common/if-sent';
import { OptionalHindiName } from '../../common/hindi-name';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

// With stopAtFirstError, class-validator checks a property's decorators bottom-up, so type checks come last.

export class SavePackageDto {
  /** @example Standard */
  @Trim()
  @MaxLength(60)
  @MinLength(2)
  @IsString()
  name: string;

  /** The name in Hindi; empty clears it, and Hindi pages show `name`. @example स्टैंडर्ड */
  @OptionalHindiName(60)
  nameHi?: string | null;

  /** Price in rupees */
  @Max(1_000_000)
  @Min(1)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'amount must be a number of rupees with at most two decimals' })
  amount: number;

  @Max(365)
  @Min(1)
  @IsInt()
  durationDays: number;

  /** On sale to sellers */
  @IfSent()
  @IsBoolean()
  active?: boolean;
}

export class SaveTimeSlotDto {
  /** @example Evening (5 PM – 10 PM) */
  @Trim()
  @MaxLength(60)
  @MinLength(2)
  @IsString()
  label: string;

  /** The label in Hindi; empty clears it, and Hindi pages show `label`. @example शाम (5 बजे – 10 बजे) */
  @OptionalHindiName(60)
  labelHi?: string | null;

  /** HH:MM, India time */
  @Matches(HH_MM, { message: 'startTime must be HH:MM' })
  startTime: string;

  /** HH:MM, India time; before startTime for a slot past midnight, equal for all day */
  @Matches(HH_MM, { message: 'endTime must be HH:MM' })
  endTime: string;

  @IfSent()
  @IsBoolean()
  active?: boolean;
}

/** Changed fields only. */
export class UpdatePackageDto extends PartialType(SavePackageDto, { skipNullProperties: false }) {}

/** Changed fields only. */
export class UpdateTimeSlotDto extends PartialType(SaveTimeSlotDto, { skipNullProperties: false }) {}

export class AdminPackageDto {
  id: number;
  name: string;
  nameHi: string | null;
  amount: number;
  durationDays: number;
  active: boolean;
}

export class AdminTimeSlotDto {
  id: number;
  label: string;
  labelHi: string | null;
  startTime: string;
  endTime: string;
  active: boolean;
}
