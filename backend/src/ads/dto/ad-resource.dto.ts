import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AdStatus } from '../ad-status';
import { ReportReason } from '../report-reason';
import { AdminUpdateAdDto } from './admin-ad.dto';

/** The admin console's edit of an ad: its fields, the Verified Email switch and the status. */
export class UpdateAdResourceDto extends AdminUpdateAdDto {
  @IsOptional()
  @IsIn(Object.values(AdStatus), { message: 'status must be ACTIVE or INACTIVE' })
  status?: AdStatus;

  /** With status INACTIVE: why the moderator takes it down (OTHER when not sent); the seller is told */
  @IsOptional()
  @IsIn(Object.values(ReportReason), { message: `takeDownReason must be one of ${Object.values(ReportReason).join(', ')}` })
  takeDownReason?: ReportReason;

  /** With status INACTIVE: a note to the seller */
  @IsOptional()
  @IsString()
  @MaxLength(500)
  takeDownNote?: string;
}
