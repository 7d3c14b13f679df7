import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';
import { Trim, TrimLower } from '../../common/rich-text';
import { ComplaintEventType } from '../complaint-event-type';
import { ComplaintKind } from '../complaint-kind';
import { ComplaintStatus } from '../complaint-status';

/** A complaint to the Grievance Officer; no account needed. */
export class CreateComplaintDto {
  /** What the complaint is about. UNLAWFUL_CONTENT, INTIMATE_IMAGE, IMPERSONATION and COPYRIGHT need `adId` or `url`. */
  @ApiProperty({ enum: ComplaintKind, enumName: 'ComplaintKind' })
  @IsIn(Object.values(ComplaintKind), { message: `kind must be one of ${Object.values(ComplaintKind).join(', ')}` })
  kind: ComplaintKind;

  /** The ad complained about (the storefront's `/complaint?ad=<id>`); 404 for an unknown ad. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'adId must be a whole number' })
  @Min(1)
  @Max(2_147_483_647)
  adId?: number;

  /** The address of the page complained about: a page of this site. */
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  url?: string;

  /** The complainant's name. */
  @Trim()
  @IsString()
  @Length(1, 100)
  name: string;

  /** Where the acknowledgement, replies and the outcome are mailed. */
  @TrimLower()
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email: string;

  /** What happened, and what the complainant asks for. */
  @Trim()
  @IsString()
  @Length(20, 5000)
  details: string;

  /** Filed on behalf of someone else (the person shown, or their representative). */
  @IsOptional()
  @IsBoolean()
  onBehalfOf?: boolean;
}

/** What the complainant gets back once the complaint is filed (and by mail). */
export class ComplaintReceiptDto {
  /** The ticket number, "BZ-" and 8 characters (BZ-7K3M9Q2X). */
  ticket: string;
  /** The ticket's secret key: shown once here and in the mail, never stored in the clear. */
  key: string;
  /** The storefront's page that follows the complaint: "/complaint/BZ-7K3M9Q2X?key=…". */
  followPath: string;
  /** When the complaint must be disposed of (filed + 15 days). */
  disposeDueAt: Date;
  /** When the named ad must be removed (filed + 24 h): INTIMATE_IMAGE and IMPERSONATION with an ad only. */
  removalDueAt: Date | null;
  /** Whether the named ad is off the site now (held for review at once for INTIMATE_IMAGE and IMPERSONATION). */
  adHidden: boolean;
}

/** The ad a complaint names, as the complainant sees it. */
export class ComplaintAdDto {
  /** The ad's id. */
  id: number;
  /** The ad's title. */
  title: string;
}

/** One step of a complaint's history as the complainant sees it (no internal notes, no admins). */
export class ComplaintEventDto {
  /** When it happened. */
  at: Date;
  /** What happened. */
  @ApiProperty({ enum: ComplaintEventType, enumName: 'ComplaintEventType' })
  type: ComplaintEventType;
  /** A reply's text, the outcome, or the appeal's text; null for the others. */
  message: string | null;
}

/** A complaint as its ticket page shows it (GET /api/complaints/{ticket}?key=…). */
export class ComplaintStatusDto {
  /** The ticket number. */
  ticket: string;
  /** What the complaint is about. */
  @ApiProperty({ enum: ComplaintKind, enumName: 'ComplaintKind' })
  kind: ComplaintKind;
  /** OPEN, CLOSED, or APPEALED (reopened by an appeal). */
  @ApiProperty({ enum: ComplaintStatus, enumName: 'ComplaintStatus' })
  status: ComplaintStatus;
  /** When it was filed. */
  createdAt: Date;
  /** When it was acknowledged (the mail is queued as it is filed). */
  acknowledgedAt: Date | null;
  /** When it must be disposed of: filed + 15 days, or appealed + 15 days. */
  disposeDueAt: Date;
  /** When the named ad must be removed: filed + 24 h, INTIMATE_IMAGE and IMPERSONATION with an ad only. */
  removalDueAt: Date | null;
  /** The ad the complaint names, if any (and it still exists). */
  ad: ComplaintAdDto | null;
  /** The page the complaint names, if any. */
  url: string | null;
  /** The outcome written when it was closed. */
  outcome: string | null;
  /** When it was (last) closed. */
  closedAt: Date | null;
  /** When it was (last) appealed. */
  appealedAt: Date | null;
  /** Whether an appeal is possible now: closed, within 30 days of its closing. */
  canAppeal: boolean;
  /** Its history, oldest first. */
  events: ComplaintEventDto[];
}

/** The complainant's appeal of a closed complaint's outcome. */
export class AppealComplaintDto {
  /** The ticket's secret key. */
  @IsString()
  @MaxLength(100)
  key: string;

  /** Why the outcome is wrong. */
  @Trim()
  @IsString()
  @Length(20, 5000)
  text: string;
}

/** The ticket's secret key, in the query of the ticket page. */
export class ComplaintKeyQueryDto {
  /** The key from the receipt or the mail. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  key?: string;
}
