import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ReportReason } from '../report-reason';

/** Why a moderator takes an ad down; the seller is told (ads/ad-notices.ts). */
export class TakeDownDto {
  /** One of the report reasons; OTHER when not sent (the seed's client sends no body) */
  @IsOptional()
  @IsIn(Object.values(ReportReason), { message: `reason must be one of ${Object.values(ReportReason).join(', ')}` })
  reason?: ReportReason;

  /** A note to the seller */
  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string;
}
