import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AdminPageQueryDto } from '../../common/page.dto';
import { Trim } from '../../common/rich-text';
import { ReportReason } from '../report-reason';
import { ReportStatus } from '../report-status';

export class CreateReportDto {
  @IsIn(Object.values(ReportReason), { message: `reason must be one of ${Object.values(ReportReason).join(', ')}` })
  reason: ReportReason;

  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(1000)
  details?: string;
}

export class ResolveReportDto {
  /** DEACTIVATE takes the ad down; DISMISS leaves it */
  @IsIn(['DEACTIVATE', 'DISMISS'], { message: 'action must be DEACTIVATE or DISMISS' })
  action: 'DEACTIVATE' | 'DISMISS';

  /** With DEACTIVATE: a note to the seller, told with the report's reason */
  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string;
}

export class ReportQueryDto extends AdminPageQueryDto {
  @IsOptional()
  @IsIn(Object.values(ReportStatus))
  status?: ReportStatus;
}

export class ReportDto {
  id: number;
  adId: number;
  adTitle: string;
  adStatus: string;
  reason: ReportReason;
  details: string;
  /** Set when the report is about a conversation on the ad (GET admin/conversations/{id} reads it) */
  conversationId: number | null;
  status: ReportStatus;
  createdAt: Date;
  resolvedAt: Date | null;
}

export class ReportCreatedDto {
  id: number;
  message: string;
}

/** An ad with open reports: the console groups them per ad. `id` is the ad's. */
export class ReportedAdDto {
  id: number;
  adTitle: string;
  adStatus: string;
  takenDown: boolean;
  /** Open reports */
  open: number;
  /** Different people behind them (what the hiding threshold counts) */
  reporters: number;
  reasons: ReportReasonCountDto[];
  firstAt: Date;
  latestAt: Date;
}

export class ReportReasonCountDto {
  reason: ReportReason;
  count: number;
}
