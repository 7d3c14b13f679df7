import { describe, expect, it } from 'vitest';
import { clocksOf, timeFromNow } from './clocks';
import type { Complaint } from './types';

const NOW = Date.parse('2026-12-03T12:00:00.000Z');
const hours = (h: number) => new Date(NOW + h * 3_600_000).toISOString();

const complaint = (fields: Partial<Complaint>) =>
  ({
    status: 'OPEN',
    removalDueAt: null,
    removedAt: null,
    disposeDueAt: hours(24 * 14),
    closedAt: null,
    ...fields,
  }) as Complaint;

describe('a complaint’s clocks', () => {
  it('says how far a deadline is, in the largest whole unit, and whether it is past', () => {
    expect(timeFromNow(hours(5.5), NOW)).toEqual({ key: 'app.time.hours', count: 5, past: false });
    expect(timeFromNow(hours(0.5), NOW)).toEqual({ key: 'app.time.minutes', count: 30, past: false });
    expect(timeFromNow(hours(-72), NOW)).toEqual({ key: 'app.time.days', count: 3, past: true });
  });

  it('runs the removal clock only for a complaint that has one, and stops it when the ad is removed', () => {
    expect(clocksOf(complaint({}), NOW).map((clock) => clock.name)).toEqual(['dispose']);
    const running = clocksOf(complaint({ removalDueAt: hours(-1) }), NOW);
    expect(running[0]).toMatchObject({ name: 'removal', overdue: true, metAt: null });
    expect(running[1]).toMatchObject({ name: 'dispose', overdue: false });
    expect(clocksOf(complaint({ removalDueAt: hours(-1), removedAt: hours(-2) }), NOW)[0]).toMatchObject({ overdue: false, metAt: hours(-2) });
  });

  it('stops every clock when the complaint is closed', () => {
    const closed = clocksOf(complaint({ status: 'CLOSED', removalDueAt: hours(-30), disposeDueAt: hours(-1), closedAt: hours(-2) }), NOW);
    expect(closed.every((clock) => clock.metAt === hours(-2) && !clock.overdue)).toBe(true);
  });
});
