import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { PageNumber, PageSize } from '../../common/page.dto';
import { RowId } from '../../common/parse-id.pipe';
import { Trim } from '../../common/rich-text';
import { PaymentStatus } from '../payment-status';
import { UPI_ID } from './qr-code.dto';
import { GST_STATE_CODES } from '../../gst/gst';

/** A payment status, in a body, a query or a path: one of PENDING, APPROVED, REJECTED (400 naming the field otherwise). */
export const IsPaymentStatus = (field: string) => IsIn(Object.values(PaymentStatus), { message: `${field} must be one of ${Object.values(PaymentStatus).join(', ')}` });

export const MIN_TOP_UP_RUPEES = 100;
export const MAX_TOP_UP_RUPEES = 50_000;

export class AddMoneyDto {
  // With stopAtFirstError, class-validator checks a property's decorators bottom-up (nearest the
  // property first), so each type check is written last: "500" is "not a number", not "at most ₹50000".

  /** Rupees, ₹100–₹50,000, at most two decimals */
  @ApiProperty({ minimum: MIN_TOP_UP_RUPEES, maximum: MAX_TOP_UP_RUPEES })
  @Max(MAX_TOP_UP_RUPEES, { message: `amount must be at most ₹${MAX_TOP_UP_RUPEES}` })
  @Min(MIN_TOP_UP_RUPEES, { message: `amount must be at least ₹${MIN_TOP_UP_RUPEES}` })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'amount must be a number of rupees with at most two decimals' })
  amount: number;

  /** The payer's own UPI id @example asha@okhdfcbank */
  @Trim()
  @Matches(UPI_ID, { message: 'upiId must look like name@bank' })
  @MaxLength(100)
  @IsString()
  upiId: string;

  /** The 12-digit UPI reference (UTR) of the payment; spaces are ignored @example 412345678901 */
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
  @Matches(/^\d{12}$/, { message: 'transactionId must be the 12-digit UPI reference' })
  @IsString()
  transactionId: string;

  /** The reference of the top-up request this pays (from request-top-up); without it a new top-up is recorded @example BZ7K3M9QXA */
  @IsOptional()
  @Matches(/^BZ[0-9A-HJKMNP-TV-Z]{8}$/, { message: 'reference must be a top-up reference such as BZ7K3M9QXA' })
  @IsString()
  reference?: string;
}

/** A top-up about to be paid. */
export class TopUpRequestInput {
  /** Rupees of wallet credit, ₹100–₹50,000, at most two decimals */
  @ApiProperty({ minimum: MIN_TOP_UP_RUPEES, maximum: MAX_TOP_UP_RUPEES })
  @Max(MAX_TOP_UP_RUPEES, { message: `amount must be at most ₹${MAX_TOP_UP_RUPEES}` })
  @Min(MIN_TOP_UP_RUPEES, { message: `amount must be at least ₹${MIN_TOP_UP_RUPEES}` })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'amount must be a number of rupees with at most two decimals' })
  amount: number;

  /** The payer's state, for the GST invoice's place of supply (as the locations name it) @example Maharashtra */
  @IsOptional()
  @IsIn(Object.keys(GST_STATE_CODES), { message: 'billingState must be an Indian state or union territory, as the locations name it' })
  billingState?: string;
}

export class TopUpRequestDto {
  id: number;
  /** Ours, carried in the UPI link (tr, tn) so that it shows in the bank statement */
  reference: string;
  /** Rupees the wallet gets */
  amount: number;
  /** Rupees to pay: the amount, plus GST when the operator's prices exclude it */
  charged: number;
  billingState: string | null;
  /** upi://pay?pa=…&pn=…&cu=INR&am=<charged>&tr=<reference>&tn=Bazaar%20top-up%20<reference> */
  upiUri: string;
  payeeName: string;
  upiId: string;
}

export class PaymentDto {
  id: number;
  email: string;
  username: string;
  /** Rupees the wallet gets */
  amount: number;
  /** Rupees the payer pays: the amount, plus GST when prices exclude it */
  charged: number;
  /** Ours, in the UPI link; null for top-ups recorded before references */
  reference: string | null;
  /** The state given for the invoice's place of supply */
  billingState: string | null;
  /** null while REQUESTED (or approved from a statement without the payer's details) */
  upiId: string | null;
  /** The UTR; null while REQUESTED */
  transactionId: string | null;
  paymentStatus: PaymentStatus;
  createdAt: Date;
  reviewedAt: Date | null;
  /** E-mail of the admin who last set the status */
  reviewedBy: string | null;
}

export class PaymentQueryDto {
  @PageNumber(100_000)
  page: number = 1;

  @PageSize()
  pageSize: number = 100;

  /** Case-insensitive part of the payer's e-mail, or a top-up's exact reference or UTR */
  @IsOptional()
  @MaxLength(254)
  @IsString()
  email?: string;

  @IsOptional()
  @IsIn(Object.values(PaymentStatus))
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

/** `update-payment-status/:paymentId/:status` */
export class PaymentStatusPathDto {
  @RowId()
  paymentId: number;

  @IsPaymentStatus('status')
  status: PaymentStatus;
}
