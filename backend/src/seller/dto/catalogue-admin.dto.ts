import { PartialType } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Trim } from '../../common/rich-text';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export class SavePackageDto {
  /** @example Standard */
  @Trim() @IsString() @MinLength(2) @MaxLength(60)
  name: string;

  /** Price in rupees */
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'amount must be a number of rupees' }) @Min(1) @Max(1_000_000)
  amount: number;

  @IsInt() @Min(1) @Max(365)
  durationDays: number;

  /** On sale to sellers */
  @IsOptional() @IsBoolean()
  active?: boolean;
}

export class SaveTimeSlotDto {
  /** @example Evening (5 PM – 10 PM) */
  @Trim() @IsString() @MinLength(2) @MaxLength(60)
  label: string;

  /** HH:MM, India time */
  @Matches(HH_MM, { message: 'startTime must be HH:MM' })
  startTime: string;

  /** HH:MM, India time; before startTime for a slot past midnight, equal for all day */
  @Matches(HH_MM, { message: 'endTime must be HH:MM' })
  endTime: string;

  @IsOptional() @IsBoolean()
  active?: boolean;
}

/** Changed fields only. */
export class UpdatePackageDto extends PartialType(SavePackageDto) {}

/** Changed fields only. */
export class UpdateTimeSlotDto extends PartialType(SaveTimeSlotDto) {}

export class AdminPackageDto {
  id: number;
  name: string;
  amount: number;
  durationDays: number;
  active: boolean;
}

export class AdminTimeSlotDto {
  id: number;
  label: string;
  startTime: string;
  endTime: string;
  active: boolean;
}
