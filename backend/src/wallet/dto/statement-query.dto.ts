import { IsIn, IsOptional, Matches } from 'class-validator';

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A period of days, India time, both included. */
export class WalletStatementQueryDto {
  /** First day @example 2026-11-01 */
  @Matches(DAY, { message: 'from must be a day as YYYY-MM-DD' })
  from: string;

  /** Last day, at most 366 days after `from` @example 2026-11-30 */
  @Matches(DAY, { message: 'to must be a day as YYYY-MM-DD' })
  to: string;

  /** pdf (default) or csv */
  @IsOptional()
  @IsIn(['pdf', 'csv'], { message: 'format must be pdf or csv' })
  format: 'pdf' | 'csv' = 'pdf';
}
