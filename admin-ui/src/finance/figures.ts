import { DEFAULT_PERIOD, PERIODS, AGE_BUCKETS, type ChartDay, type DayFigure, type FinanceSummary, type PendingAges, type Period } from './types';

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000;

/** A moment's day in India (YYYY-MM-DD), as the API counts its days. */
export const indiaDay = (at: Date): string => new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The `days` days that end today in India, oldest first: the API's period (it omits those with nothing). */
export function periodDays(days: number, now = new Date()): string[] {
  const today = Date.parse(`${indiaDay(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/** Every day of the period with its three figures, the days the API left out as 0. */
export function chartDays(summary: Pick<FinanceSummary, 'days' | 'moneyIn' | 'promotionsSold' | 'refunds'>, now = new Date()): ChartDay[] {
  const byDay = (figures: DayFigure[]) => new Map(figures.map((figure) => [figure.day, figure.amount]));
  const [moneyIn, promotionsSold, refunds] = [byDay(summary.moneyIn), byDay(summary.promotionsSold), byDay(summary.refunds)];
  return periodDays(summary.days, now).map((day) => ({ day, moneyIn: moneyIn.get(day) ?? 0, promotionsSold: promotionsSold.get(day) ?? 0, refunds: refunds.get(day) ?? 0 }));
}

/** A series' period total: rupees (to the paisa) and how many movements. */
export function total(figures: DayFigure[]): { amount: number; count: number } {
  const paise = figures.reduce((sum, figure) => sum + Math.round(figure.amount * 100), 0);
  return { amount: paise / 100, count: figures.reduce((sum, figure) => sum + figure.count, 0) };
}

/** Claimed top-ups waiting for an admin, whatever their age (those only requested, with no UTR, apart). */
export const claimedCount = (pending: PendingAges): number => AGE_BUCKETS.reduce((sum, bucket) => sum + pending[bucket], 0);

/** The period in the address (?days=7), or the default when it is absent or not one the page offers. */
export function periodOf(search: string): Period {
  const days = Number(new URLSearchParams(search).get('days'));
  return (PERIODS as readonly number[]).includes(days) ? (days as Period) : DEFAULT_PERIOD;
}

/** The latest `count` months (YYYY-MM), this month (India time) first: what the exports offer. */
export function recentMonths(count = 24, now = new Date()): string[] {
  const [year, month] = indiaDay(now).split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const at = year * 12 + (month - 1) - index;
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
}
