import type { ChartDay } from './types';
import { AGE_BUCKETS } from './types';

/** Each figure's colour, in its tile and in the charts (each at least 3:1 on white, as WCAG asks of graphics). */
export const SERIES_COLORS: Record<Exclude<keyof ChartDay, 'day'>, string> = {
  moneyIn: '#2e7d32',
  promotionsSold: '#1565c0',
  refunds: '#b45309',
};

export const TILE_COLORS = { owed: '#6a1b9a', pending: '#00838f', reconciliation: '#455a64' };

/** Older is worse: green to red. */
export const AGE_COLORS: Record<(typeof AGE_BUCKETS)[number], string> = {
  underOneDay: '#2e7d32',
  oneToThreeDays: '#827717',
  threeToSevenDays: '#e65100',
  overSevenDays: '#c62828',
};
