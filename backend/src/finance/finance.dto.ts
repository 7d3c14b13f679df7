import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

export class FinanceQueryDto {
  /** Days back from today, India time (default 30) */
  @IsOptional()
  @Type(() => Number)
  @Max(366)
  @Min(1)
  @IsInt()
  days: number = 30;
}

export class MonthQueryDto {
  /** @example 2026-12 */
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'month must be YYYY-MM' })
  month: string;
}

export class DayFigureDto {
  /** YYYY-MM-DD, India time */
  day: string;
  /** Rupees */
  amount: number;
  count: number;
}

export class PendingAgeDto {
  /** Claimed (a UTR given) and waiting, counted from the top-up's request: less than a day old */
  underOneDay: number;
  oneToThreeDays: number;
  threeToSevenDays: number;
  overSevenDays: number;
  /** Requested (a QR code shown) with no UTR yet, however old */
  requested: number;
}

export class ReconciliationStatusDto {
  lastImportAt: Date | null;
  lastImportFile: string | null;
  /** Statement credits with no top-up, waiting for an admin */
  unknownCredits: number;
  /** Statement credits that do not fit their top-up */
  mismatches: number;
  /** Top-ups approved in the period by a statement, and by hand */
  approvedByStatement: number;
  approvedByHand: number;
}

export class FinanceSummaryDto {
  days: number;
  /** Approved top-ups per day (reversals subtracted) */
  moneyIn: DayFigureDto[];
  /** Promotions bought from wallets per day */
  promotionsSold: DayFigureDto[];
  refunds: DayFigureDto[];
  /** Rupees: the sum of every wallet's balance, what the site owes its sellers */
  owedToSellers: number;
  pendingTopUps: PendingAgeDto;
  reconciliation: ReconciliationStatusDto;
}
