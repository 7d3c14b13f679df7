import { applyDecorators } from '@nestjs/common';
import { Trim, TrimToNull } from '../../common/rich-text';
import { ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsIn, IsISO8601, IsOptional, IsString, Length, MaxLength, ValidateIf } from 'class-validator';

/** The most addresses one breach record lists; a larger breach is recorded as affecting every account. */
export const MAX_LISTED_EMAILS = 10_000;
const LONG_TEXT = 5000;

/** A text the operator writes: trimmed, `min` to `max` characters; optional ones may be left out (on an update, all are). */
const Text = (field: string, min: number, max: number, required: boolean) =>
  applyDecorators(...(required ? [] : [IsOptional()]), Trim(), IsString({ message: `${field} must be a text` }), Length(min, max, { message: `${field} must be ${min} to ${max} characters` }));

/** A Hindi version or a fact for the report: trimmed, empty is unset (null). */
const OptionalText = (field: string, max: number) =>
  applyDecorators(IsOptional(), TrimToNull(), IsString({ message: `${field} must be a text` }), MaxLength(max, { message: `${field} must be at most ${max} characters` }));

/** What a record and its updates share: the Hindi versions, the facts found later, when it happened. */
export class BreachFactsDto {
  /** The summary in Hindi, for Hindi readers; absent: they read the English */
  @OptionalText('summaryHi', LONG_TEXT)
  summaryHi?: string | null;

  /** dataAffected in Hindi */
  @OptionalText('dataAffectedHi', 1000)
  dataAffectedHi?: string | null;

  /** consequences in Hindi */
  @OptionalText('consequencesHi', LONG_TEXT)
  consequencesHi?: string | null;

  /** measuresTaken in Hindi */
  @OptionalText('measuresTakenHi', LONG_TEXT)
  measuresTakenHi?: string | null;

  /** userSteps in Hindi */
  @OptionalText('userStepsHi', LONG_TEXT)
  userStepsHi?: string | null;

  /** For the Board's detailed report: the facts, circumstances and reasons, and who or what caused it */
  @OptionalText('cause', LONG_TEXT)
  cause?: string | null;

  /** For the Board's detailed report: what was changed so that it does not happen again */
  @OptionalText('remedialMeasures', LONG_TEXT)
  remedialMeasures?: string | null;

  /** When it happened, if known (ISO 8601) */
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsISO8601({ strict: true }, { message: 'occurredAt must be a date and time (ISO 8601)' })
  occurredAt?: string | null;
}

/** A breach as first recorded: the texts for the people affected are required, and who they are. */
export class CreateBreachDto extends BreachFactsDto {
  /** What happened: its nature, extent, when and where (which system), in plain words */
  @Text('summary', 20, LONG_TEXT, true)
  summary: string;

  /** Which personal data it touched, e.g. "e-mail addresses and display names" */
  @Text('dataAffected', 3, 1000, true)
  dataAffected: string;

  /** What it may mean for the people affected */
  @Text('consequences', 10, LONG_TEXT, true)
  consequences: string;

  /** What has been done to contain it and lessen the harm */
  @Text('measuresTaken', 10, LONG_TEXT, true)
  measuresTaken: string;

  /** What each person can do to protect themselves, e.g. "change your password" */
  @Text('userSteps', 10, LONG_TEXT, true)
  userSteps: string;

  /** When the operator became aware of it (ISO 8601, not in the future): the Board's 72 hours run from here */
  @IsISO8601({ strict: true }, { message: 'discoveredAt must be a date and time (ISO 8601)' })
  discoveredAt: string;

  /** Every account is affected (then leave affectedEmails out) */
  @IsOptional()
  @IsBoolean({ message: 'allUsers must be true or false' })
  allUsers?: boolean;

  /** The e-mail addresses of the accounts affected, when not all are */
  @IsOptional()
  @IsArray({ message: 'affectedEmails must be a list of e-mail addresses' })
  @ArrayMaxSize(MAX_LISTED_EMAILS, { message: `affectedEmails may list at most ${MAX_LISTED_EMAILS} addresses: record the breach as affecting every account` })
  @MaxLength(254, { each: true, message: 'affectedEmails must be at most 254 characters each' })
  @IsEmail({}, { each: true, message: 'affectedEmails must be e-mail addresses' })
  affectedEmails?: string[];
}

/** Send only what changes: the facts as they become known, for the detailed report. */
export class UpdateBreachDto extends BreachFactsDto {
  /** What happened */
  @Text('summary', 20, LONG_TEXT, false)
  summary?: string;

  /** Which personal data it touched */
  @Text('dataAffected', 3, 1000, false)
  dataAffected?: string;

  /** What it may mean for the people affected */
  @Text('consequences', 10, LONG_TEXT, false)
  consequences?: string;

  /** What has been done */
  @Text('measuresTaken', 10, LONG_TEXT, false)
  measuresTaken?: string;

  /** What each person can do */
  @Text('userSteps', 10, LONG_TEXT, false)
  userSteps?: string;
}

export const BOARD_STEPS = ['INTIMATION', 'REPORT'] as const;
export type BoardStep = (typeof BOARD_STEPS)[number];

export class BoardStepDto {
  /** INTIMATION: the Board was told at once; REPORT: the detailed report was filed */
  @IsIn(BOARD_STEPS, { message: `step must be one of ${BOARD_STEPS.join(', ')}` })
  step: BoardStep;
}

export class BreachDto {
  id: number;
  summary: string;
  summaryHi: string | null;
  dataAffected: string;
  dataAffectedHi: string | null;
  consequences: string;
  consequencesHi: string | null;
  measuresTaken: string;
  measuresTakenHi: string | null;
  userSteps: string;
  userStepsHi: string | null;
  cause: string | null;
  remedialMeasures: string | null;
  occurredAt: Date | null;
  discoveredAt: Date;
  /** discoveredAt + 72 hours: when the detailed report to the Board is due */
  reportDueAt: Date;
  /** The report is not filed and its time has passed */
  reportOverdue: boolean;
  allUsers: boolean;
  /** Accounts listed as affected (for allUsers: those told so far) */
  affectedCount: number;
  /** Of those, how many have been mailed */
  notifiedCount: number;
  usersNotifiedAt: Date | null;
  boardIntimatedAt: Date | null;
  boardReportedAt: Date | null;
  recordedById: number | null;
  createdAt: Date;
  /** The facts the Board's report asks for, gathered as plain text to paste into its form */
  boardReport: string;
}

export class CreatedBreachDto extends BreachDto {
  /** Addresses in affectedEmails that no account has (nobody to mail) */
  unmatchedEmails: string[];
}

export class NotifiedDto {
  /** Mails queued by this call */
  queued: number;
  /** Affected accounts mailed now or before */
  notifiedCount: number;
}
