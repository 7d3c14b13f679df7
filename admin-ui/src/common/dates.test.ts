import { describe, expect, it } from 'vitest';
import { indianDate, indianDateTime, timeSince } from './dates';

describe('dates as Indian admins read them', () => {
  it('writes day/month/year in India time, whatever the browser', () => {
    expect(indianDate('2026-11-23T10:00:00Z')).toBe('23/11/2026');
    // 20:00 UTC is 01:30 the next day in India
    expect(indianDateTime('2026-11-23T20:00:00Z')).toMatch(/^24\/11\/2026, 1:30\sam$/);
    expect(indianDate(null)).toBe('—');
  });

  it('says how long an ad has waited in its largest whole unit', () => {
    const now = Date.parse('2026-12-03T12:00:00Z');
    expect(timeSince('2026-12-03T11:15:00Z', now)).toEqual({ key: 'app.time.minutes', count: 45 });
    expect(timeSince('2026-12-03T12:05:00Z', now)).toEqual({ key: 'app.time.minutes', count: 0 }); // a clock ahead of ours
    expect(timeSince('2026-12-02T09:00:00Z', now)).toEqual({ key: 'app.time.hours', count: 27 });
    expect(timeSince('2026-11-30T11:00:00Z', now)).toEqual({ key: 'app.time.days', count: 3 });
  });
});
