import { Transform } from 'class-transformer';
import { IsISO8601, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { IfSent } from '../../common/if-sent';
import { Trim } from '../../common/rich-text';
import { ReviewCause } from '../review-cause';
import { ReportReason } from '../report-reason';
import { AdminAdDto } from './admin-ad.dto';

/** What a moderator weighs about the seller of an ad in the queue. */
export class ReviewSellerDto {
  id: number;
  displayName: string | null;
  fullName: string;
  email: string;
  emailVerified: boolean;
  joinedAt: Date;
  /** Every ad the seller has, whatever its status */
  ads: number;
  /** On the site now */
  live: number;
  rejected: number;
  takenDown: number;
  /** Reports against any of the seller's ads, resolved or not */
  reports: number;
}

export class ReviewReportCountDto {
  reason: ReportReason;
  /** Open reports of the ad for this reason */
  count: number;
}

/** An ad waiting for review, with what the moderator needs to decide; `id` is the ad's. */
export class ReviewItemDto {
  id: number;
  cause: ReviewCause;
  /** When it entered the queue (the queue is oldest first) */
  submittedAt: Date;
  /** An activation or a live run is held: at approval its days start again where they stopped */
  held: boolean;
  ad: AdminAdDto;
  /** For NEAR_DUPLICATE: the other seller's ad it nearly repeats, to compare side by side */
  duplicateOf: AdminAdDto | null;
  seller: ReviewSellerDto;
  reports: ReviewReportCountDto[];
}

/** Which version of a waiting ad a decision is about. */
export class ReviewedVersionDto {
  /** The queue item's `submittedAt` as the moderator saw it: 409 if the seller has changed the ad since (an edit re-submits it). Without it, the decision is about the ad as it is now. */
  @IfSent()
  @IsISO8601({ strict: true }, { message: 'submittedAt must be a date and time (ISO 8601)' })
  submittedAt?: string;
}

export class RejectAdDto extends ReviewedVersionDto {
  /** One of the admins' rejection reasons (admin/ra/rejection-reasons) */
  @IfSent()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @Max(2_147_483_647)
  @Min(1)
  @IsInt({ message: 'reasonId must be an integer' })
  reasonId?: number;

  /** Words of the moderator's own, told to the seller with the reason (or alone) */
  @IfSent()
  @Trim()
  @MaxLength(400, { message: 'note must be at most 400 characters' })
  @IsString()
  note?: string;
}

export class ReviewDecisionDto {
  id: number;
  /** ACTIVE (approved and live), INACTIVE (approved, not posted yet) or REJECTED */
  status: string;
  message: string;
}
