import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { RaListQueryDto } from '../../common/ra/ra-list';
import { Trim } from '../../common/rich-text';
import { ComplaintEventType } from '../complaint-event-type';
import { ComplaintKind } from '../complaint-kind';
import { ComplaintStatus } from '../complaint-status';

/** The ad a complaint names, as the console shows it. */
export class AdminComplaintAdDto {
  /** The ad's id. */
  id: number;
  /** The ad's title. */
  title: string;
  /** The ad's status now (ACTIVE, PENDING_REVIEW, INACTIVE…). */
  status: string;
  /** The seller's account id. */
  sellerId: number;
  /** Whether the seller's account is blocked. */
  sellerBlocked: boolean;
}

/** One step of a complaint's history, with the admin who acted. */
export class AdminComplaintEventDto {
  /** When it happened. */
  at: Date;
  /** What happened. */
  @ApiProperty({ enum: ComplaintEventType, enumName: 'ComplaintEventType' })
  type: ComplaintEventType;
  /** A reply, a note, the outcome or the appeal's text; null for the others. */
  message: string | null;
  /** The admin who acted; null for what the site did itself. */
  adminId: number | null;
}

/** A complaint as the console's queue shows it. */
export class AdminComplaintDto {
  /** The complaint's id. */
  id: number;
  /** The ticket number. */
  ticket: string;
  /** What the complaint is about. */
  @ApiProperty({ enum: ComplaintKind, enumName: 'ComplaintKind' })
  kind: ComplaintKind;
  /** OPEN, CLOSED or APPEALED. */
  @ApiProperty({ enum: ComplaintStatus, enumName: 'ComplaintStatus' })
  status: ComplaintStatus;
  /** The complainant's name. */
  name: string;
  /** The complainant's e-mail address. */
  email: string;
  /** The complainant's account of what happened. */
  details: string;
  /** Filed on behalf of someone else. */
  onBehalfOf: boolean;
  /** The page the complaint names. */
  url: string | null;
  /** The ad the complaint names, if it still exists. */
  ad: AdminComplaintAdDto | null;
  /** When it was filed. */
  createdAt: Date;
  /** When it was acknowledged. */
  acknowledgedAt: Date | null;
  /** Filed + 24 h. */
  acknowledgeDueAt: Date;
  /** Filed (or appealed) + 15 days. */
  disposeDueAt: Date;
  /** Filed + 24 h for INTIMATE_IMAGE and IMPERSONATION with an ad. */
  removalDueAt: Date | null;
  /** When the ad left the site for this complaint. */
  removedAt: Date | null;
  /** The earliest deadline still pending; null once closed. */
  nextDueAt: Date | null;
  /** Whether nextDueAt has passed. */
  overdue: boolean;
  /** The outcome written at closing. */
  outcome: string | null;
  /** When it was (last) closed. */
  closedAt: Date | null;
  /** The complainant's (latest) appeal. */
  appealText: string | null;
  /** When it was (last) appealed. */
  appealedAt: Date | null;
  /** Its whole history, notes included, oldest first. */
  events: AdminComplaintEventDto[];
}

/**
 * The console's queue: react-admin's `sort`/`range`/`filter` (filter keys status, kind, overdue), or json-server's
 * `_start`/`_end`/`_sort`/`_order` with `status`, `kind`, `overdue` as plain parameters. Default: nextDueAt first, closed last.
 */
export class ComplaintListQueryDto extends RaListQueryDto {
  /** First row, 0-based (json-server style). */
  @ApiPropertyOptional({ example: '0' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  _start?: string;

  /** Row after the last (json-server style). */
  @ApiPropertyOptional({ example: '25' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  _end?: string;

  /** Field to sort by: nextDueAt (default), createdAt, id, status, kind. */
  @ApiPropertyOptional({ example: 'nextDueAt' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  _sort?: string;

  /** ASC or DESC. */
  @ApiPropertyOptional({ example: 'ASC' })
  @IsOptional()
  @IsIn(['ASC', 'DESC', 'asc', 'desc'])
  _order?: string;

  /** Only complaints in this status. */
  @ApiPropertyOptional({ enum: ComplaintStatus, enumName: 'ComplaintStatus' })
  @IsOptional()
  @IsIn(Object.values(ComplaintStatus))
  status?: ComplaintStatus;

  /** Only complaints of this kind. */
  @ApiPropertyOptional({ enum: ComplaintKind, enumName: 'ComplaintKind' })
  @IsOptional()
  @IsIn(Object.values(ComplaintKind))
  kind?: ComplaintKind;

  /** 'true': only complaints whose next deadline has passed. */
  @ApiPropertyOptional({ example: 'true' })
  @IsOptional()
  @IsIn(['true', 'false'])
  overdue?: string;
}

/** A take-down's note to the seller. */
export class TakeDownComplaintAdDto {
  /** Told to the seller with the take-down. */
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  note?: string;
}

/** A reply to the complainant, or an internal note. */
export class ComplaintMessageDto {
  /** The text (a reply is mailed to the complainant and shown on the ticket; a note never leaves the console). */
  @Trim()
  @IsString()
  @Length(1, 5000)
  message: string;
}

/** The outcome of a complaint, mailed to the complainant. */
export class CloseComplaintDto {
  /** What was decided and why. */
  @Trim()
  @IsString()
  @Length(1, 2000)
  outcome: string;
}
