import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../common/rich-text';
import { PaymentStatus } from '../payment.entity';
import { UPI_ID } from './qr-code.dto';

export const MIN_TOP_UP_RUPEES = 100;
export const MAX_TOP_UP_RUPEES = 50_000;

export class AddMoneyDto {
  /** Rupees, ₹100–₹50,000, at most two decimals */
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'amount must be a number of rupees with at most two decimals' })
  @Min(MIN_TOP_UP_RUPEES, { message: `amount must be at least ₹${MIN_TOP_UP_RUPEES}` })
  @Max(MAX_TOP_UP_RUPEES, { message: `amount must be at most ₹${MAX_TOP_UP_RUPEES}` })
  amount: number;

  /** The payer's own UPI id @example asha@okhdfcbank */
  @Trim() @IsString() @Matches(UPI_ID, { message: 'upiId must look like name@bank' }) @MaxLength(100)
  upiId: string;

  /** The 12-digit UPI transaction reference (UTR) of the payment @example 412345678901 */
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
  @IsString() @Matches(/^\d{12}$/, { message: 'transactionId must be the 12-digit UPI reference' })
  transactionId: string;
}

export class PaymentDto {
  id: number;
  email: string;
  username: string;
  /** Rupees */
  amount: number;
  upiId: string;
  transactionId: string;
  paymentStatus: PaymentStatus;
  createdAt: Date;
  reviewedAt: Date | null;
}

export class PaymentQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100_000)
  page: number = 1;

  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100)
  pageSize: number = 100;

  /** Case-insensitive part of the payer's e-mail */
  @IsOptional() @IsString() @MaxLength(254)
  email?: string;

  @IsOptional() @IsIn(Object.values(PaymentStatus))
  status?: PaymentStatus;
}

export class LedgerEntryDto {
  id: number;
  /** Rupees: positive for a credit, negative for a debit */
  amount: number;
  kind: string;
  description: string;
  createdAt: Date;
}

export class WalletDto {
  /** Rupees */
  balance: number;
  entries: LedgerEntryDto[];
  total: number;
  page: number;
  pageSize: number;
}
