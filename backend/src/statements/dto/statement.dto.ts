import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { Trim } from '../../common/rich-text';
import { PaymentDto } from '../../wallet/dto/payment.dto';
import { DATE_FORMATS, type DateFormat } from '../statement-dates';
import { StatementLineStatus } from '../statement-line-status';

/** Which columns of the statement hold what; the header names as the file writes them. */
export class StatementColumnsDto {
  /** @example Txn Date */
  @Trim()
  @MaxLength(100)
  @IsString()
  dateColumn: string;

  /** @example Description */
  @Trim()
  @MaxLength(100)
  @IsString()
  narrationColumn: string;

  /** The bank's reference or UTR column, if apart from the narration @example Ref No./Cheque No. */
  @IsOptional()
  @Trim()
  @MaxLength(100)
  @IsString()
  referenceColumn?: string | null;

  /** @example Credit */
  @Trim()
  @MaxLength(100)
  @IsString()
  creditColumn: string;

  @IsIn(DATE_FORMATS, { message: `dateFormat must be one of ${DATE_FORMATS.join(', ')}` })
  dateFormat: DateFormat;
}

export class CreateStatementPresetDto extends StatementColumnsDto {
  /** @example HDFC current account */
  @Trim()
  @MaxLength(60)
  @IsString()
  name: string;
}

export class StatementPresetDto {
  id: number;
  name: string;
  dateColumn: string;
  narrationColumn: string;
  referenceColumn: string | null;
  creditColumn: string;
  dateFormat: DateFormat;
}

/** multipart/form-data: the statement `file` with a saved preset's id, or the columns (and a name to save them under). */
export class ImportStatementDto {
  @IsOptional()
  @Type(() => Number)
  @Min(1)
  @IsInt()
  presetId?: number;

  @IsOptional()
  @Trim()
  @MaxLength(100)
  @IsString()
  dateColumn?: string;

  @IsOptional()
  @Trim()
  @MaxLength(100)
  @IsString()
  narrationColumn?: string;

  @IsOptional()
  @Trim()
  @MaxLength(100)
  @IsString()
  referenceColumn?: string;

  @IsOptional()
  @Trim()
  @MaxLength(100)
  @IsString()
  creditColumn?: string;

  @IsOptional()
  @IsIn(DATE_FORMATS, { message: `dateFormat must be one of ${DATE_FORMATS.join(', ')}` })
  dateFormat?: DateFormat;

  /** Save these columns as a preset under this name */
  @IsOptional()
  @Trim()
  @MaxLength(60)
  @IsString()
  saveAs?: string;
}

/** multipart/form-data: the statement `file` alone. */
export class PreviewStatementDto {}

export class StatementPreviewDto {
  /** The header row's names; empty when none was found */
  columns: string[];
  /** The first rows under the header, as text */
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string' } } })
  rows: string[][];
}

export class StatementLineDto {
  id: number;
  importId: number;
  lineNo: number;
  /** YYYY-MM-DD */
  bookedOn: string;
  narration: string;
  bankReference: string | null;
  /** Rupees */
  amount: number;
  status: StatementLineStatus;
  /** Why a MISMATCH did not match, in the reader's language */
  reason: string | null;
  note: string | null;
  /** The top-up it approved (MATCHED) or that its reference names (MISMATCH) */
  payment: PaymentDto | null;
}

/** An import without its lines. */
export class StatementImportSummaryDto {
  id: number;
  fileName: string;
  createdAt: Date;
  importedBy: string | null;
  /** Credit lines in the file */
  credits: number;
  /** Credit lines seen for the first time */
  newCredits: number;
  /** Top-ups this import approved when it ran */
  approved: number;
}

/** An import with its lines and the top-ups of its period that no credit paid. */
export class StatementImportDto extends StatementImportSummaryDto {
  /** Every credit line of the file, as it stands now (lines seen before keep their first import's id) */
  lines: StatementLineDto[];
  /** Top-ups still waiting (requested or claimed) from the statement's first day less 10 days up to its last: no credit matched them */
  unpaid: PaymentDto[];
}

export class StatementLineQueryDto {
  @IsOptional()
  @IsIn([StatementLineStatus.Unknown, StatementLineStatus.Mismatch, StatementLineStatus.Matched, StatementLineStatus.Ignored])
  status?: StatementLineStatus;
}

export class MatchStatementLineDto {
  /** The top-up this credit paid */
  @Type(() => Number)
  @Min(1)
  @IsInt()
  paymentId: number;

  /** Approve although the amount differs: the wallet gets what arrived @example true */
  @IsOptional()
  @IsIn([true, false])
  creditReceived?: boolean;

  @IsOptional()
  @Trim()
  @MaxLength(200)
  @IsString()
  note?: string;
}

export class IgnoreStatementLineDto {
  /** Why it is not a top-up @example Owner's own deposit */
  @Trim()
  @MaxLength(200)
  @MinLength(3, { message: 'note must say why, in at least 3 characters' })
  @IsString()
  note: string;
}
