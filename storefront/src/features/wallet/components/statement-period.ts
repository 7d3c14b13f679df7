import type { StatementPeriod } from '../api/download-statement';

/** The periods offered; `custom` is the one the seller picks day by day. */
export const PERIOD_CHOICES = ['thisMonth', 'lastMonth', 'custom'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

/** India is UTC+5:30 all year (no daylight saving), as the API counts its days. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** Today in India as YYYY-MM-DD, whatever the device's zone. */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The month so far: its first day to today. */
export function thisMonth(now: Date = new Date()): StatementPeriod {
  const today = indiaToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The whole of the month before this one. */
export function lastMonth(now: Date = new Date()): StatementPeriod {
  const [year, month] = indiaToday(now).split('-').map(Number);
  // Day 0 of this month is the last day of the one before (months here are 1-based, Date.UTC's 0-based).
  const last = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  return { from: `${last.slice(0, 8)}01`, to: last };
}

/** The period a choice stands for; the custom one is what the seller picked, if anything yet. */
export function periodOf(choice: PeriodChoice, custom: StatementPeriod | undefined, now: Date = new Date()): StatementPeriod | undefined {
  if (choice === 'thisMonth') return thisMonth(now);
  if (choice === 'lastMonth') return lastMonth(now);
  return custom;
}
