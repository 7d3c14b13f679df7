import { describe, expect, it } from 'vitest';
import { chartDays, claimedCount, indiaDay, periodDays, periodOf, recentMonths, total } from './figures';

// 20:00 UTC on 30 November is 1:30 am on 1 December in India.
const LATE_EVENING_UTC = new Date('2026-11-30T20:00:00Z');

describe('the finance figures', () => {
  it('counts days in India time, as the API does', () => {
    expect(indiaDay(LATE_EVENING_UTC)).toBe('2026-12-01');
    expect(periodDays(3, LATE_EVENING_UTC)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(periodDays(7, new Date('2026-03-02T06:00:00Z'))[0]).toBe('2026-02-24');
  });

  it('fills the days the API left out with 0, oldest first', () => {
    const days = chartDays(
      {
        days: 3,
        moneyIn: [{ day: '2026-11-29', amount: 1000, count: 2 }],
        promotionsSold: [{ day: '2026-12-01', amount: 299, count: 1 }],
        refunds: [{ day: '2026-12-01', amount: 149.5, count: 1 }],
      },
      LATE_EVENING_UTC,
    );
    expect(days).toEqual([
      { day: '2026-11-29', moneyIn: 1000, promotionsSold: 0, refunds: 0 },
      { day: '2026-11-30', moneyIn: 0, promotionsSold: 0, refunds: 0 },
      { day: '2026-12-01', moneyIn: 0, promotionsSold: 299, refunds: 149.5 },
    ]);
  });

  it('adds a period up to the paisa, and counts the claimed top-ups apart from those only requested', () => {
    expect(
      total([
        { day: '2026-11-29', amount: 0.1, count: 1 },
        { day: '2026-11-30', amount: 0.2, count: 2 },
      ]),
    ).toEqual({ amount: 0.3, count: 3 });
    expect(total([])).toEqual({ amount: 0, count: 0 });
    expect(claimedCount({ underOneDay: 2, oneToThreeDays: 1, threeToSevenDays: 0, overSevenDays: 4, requested: 9 })).toBe(7);
  });

  it('reads the period from the address, and offers this month and those before it', () => {
    expect(periodOf('?days=7')).toBe(7);
    expect(periodOf('?days=90')).toBe(90);
    expect(periodOf('?days=12')).toBe(30);
    expect(periodOf('')).toBe(30);
    expect(recentMonths(3, LATE_EVENING_UTC)).toEqual(['2026-12', '2026-11', '2026-10']);
    expect(recentMonths(2, new Date('2027-01-10T00:00:00Z'))).toEqual(['2027-01', '2026-12']);
  });
});
