import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/rich-text';
import { RefundScope } from '../refund.entity';

export class RefundPromotionDto {
  /** ALL: the whole price; UNUSED: the part for the days left (the promotion then ends now) */
  @IsIn(Object.values(RefundScope), { message: 'scope must be ALL or UNUSED' })
  scope: RefundScope;

  /** Told to the seller @example The slot was not shown for two days because of an outage */
  @Trim()
  @MaxLength(200)
  @MinLength(3, { message: 'reason must say why, in at least 3 characters' })
  @IsString()
  reason: string;
}

export class PromotionQueryDto {
  /** Part of the seller's e-mail */
  @IsOptional()
  @MaxLength(254)
  @IsString()
  email?: string;
}

export class RefundDto {
  id: number;
  /** Rupees */
  amount: number;
  scope: RefundScope;
  reason: string;
  createdAt: Date;
  /** The admin's e-mail */
  refundedBy: string | null;
}

/** A bought promotion, for an admin deciding a refund. */
export class AdminPromotionDto {
  id: number;
  adId: number;
  adTitle: string;
  sellerEmail: string;
  packageName: string | null;
  slotLabel: string | null;
  /** Rupees paid */
  amount: number;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
  /** Rupees a refund of the unused days would give now */
  unusedAmount: number;
  refund: RefundDto | null;
}
