import type { ApiSchemas } from '../providers/api-types';

export type FinanceSummary = ApiSchemas['FinanceSummaryDto'];
export type DayFigure = ApiSchemas['DayFigureDto'];
export type PendingAges = ApiSchemas['PendingAgeDto'];
export type Reconciliation = ApiSchemas['ReconciliationStatusDto'];

/** The periods the page offers, in days back from today (India time). */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;

/** One day of the chart: rupees in, sold and refunded (0 on a day with nothing). */
export interface ChartDay {
  day: string;
  moneyIn: number;
  promotionsSold: number;
  refunds: number;
}

/** The claimed top-ups' age buckets, youngest first (PendingAgeDto's `requested` is no age: shown apart). */
export const AGE_BUCKETS = ['underOneDay', 'oneToThreeDays', 'threeToSevenDays', 'overSevenDays'] as const satisfies readonly (keyof PendingAges)[];
