import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A UPI virtual payment address: handle@bank. */
export const UPI_ID = /^[a-zA-Z0-9._-]{2,64}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export class CreateQrCodeDto {
  /** @example bazaar@okaxis */
  @Transform(trim)
  @IsString()
  @Matches(UPI_ID, { message: 'upiId must look like name@bank' })
  @MaxLength(100)
  upiId: string;

  /** @example Bazaar Classifieds */
  @Transform(trim)
  @IsString()
  @MinLength(2, { message: 'payeeName must be at least 2 characters' })
  @MaxLength(100)
  payeeName: string;

  /** Make it the active code at once (the others are deactivated) */
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}

export class QrCodeDto {
  id: number;
  upiId: string;
  payeeName: string;
  isActive: boolean;
}

export class ActiveQrDto {
  upiId: string;
  payeeName: string;
  /** upi://pay?pa=…&pn=…&cu=INR: the payee alone (a top-up's own link, with amount and reference, comes from request-top-up) */
  upiUri: string;
}
