import { indiaTimeOfDay, slotCovers } from './india-time';

describe('India time', () => {
  it('is UTC+05:30 whatever the process time zone', () => {
    expect(indiaTimeOfDay(new Date('2026-01-01T00:00:00Z'))).toBe('05:30');
    expect(indiaTimeOfDay(new Date('2026-01-01T18:45:00Z'))).toBe('00:15');
  });

  it.each([
    [{ startTime: '06:00', endTime: '12:00' }, '06:00', true],
    [{ startTime: '06:00', endTime: '12:00' }, '12:00', false],
    [{ startTime: '22:00', endTime: '06:00' }, '23:30', true],
    [{ startTime: '22:00', endTime: '06:00' }, '05:59', true],
    [{ startTime: '22:00', endTime: '06:00' }, '12:00', false],
    [{ startTime: '00:00', endTime: '00:00' }, '13:13', true],
  ])('slot %o covers %s: %s', (slot, time, expected) => {
    expect(slotCovers(slot, time)).toBe(expected);
  });
});
