import { canAppeal, filingClocks, isOverdue, nextDue } from './complaint-clocks';
import { hashOfKey, keyMatches, newKey, newTicket, TICKET_PATTERN } from './complaint-keys';
import { ComplaintKind } from './complaint-kind';
import { ComplaintStatus } from './complaint-status';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const filed = new Date('2026-12-03T10:00:00Z');

describe('complaint clocks (IT Rules 2021 rule 3(2))', () => {
  it('gives every complaint 24 h to acknowledge and 15 days to dispose; intimate images and impersonation with an ad 24 h to remove', () => {
    expect(filingClocks(ComplaintKind.Privacy, null, filed)).toEqual({ acknowledgeDueAt: new Date(filed.getTime() + DAY), disposeDueAt: new Date(filed.getTime() + 15 * DAY), removalDueAt: null });
    expect(filingClocks(ComplaintKind.IntimateImage, 7, filed).removalDueAt).toEqual(new Date(filed.getTime() + DAY));
    expect(filingClocks(ComplaintKind.Impersonation, 7, filed).removalDueAt).toEqual(new Date(filed.getTime() + DAY));
    expect(filingClocks(ComplaintKind.IntimateImage, null, filed).removalDueAt).toBeNull();
    expect(filingClocks(ComplaintKind.Copyright, 7, filed).removalDueAt).toBeNull();
  });

  it('is next due at the removal until the ad is removed, then at the disposal, and never once closed', () => {
    const clocks = { status: ComplaintStatus.Open, ...filingClocks(ComplaintKind.IntimateImage, 7, filed), removedAt: null };
    expect(nextDue(clocks)).toEqual(clocks.removalDueAt);
    expect(nextDue({ ...clocks, removedAt: new Date(filed.getTime() + HOUR) })).toEqual(clocks.disposeDueAt);
    expect(nextDue({ ...clocks, status: ComplaintStatus.Closed })).toBeNull();
    expect(isOverdue(clocks.removalDueAt, new Date(filed.getTime() + 25 * HOUR))).toBe(true);
    expect(isOverdue(clocks.removalDueAt, new Date(filed.getTime() + 23 * HOUR))).toBe(false);
    expect(isOverdue(null, new Date(filed.getTime() + 100 * DAY))).toBe(false);
  });

  it('takes an appeal only while closed, up to 30 days after the closing', () => {
    const closed = { status: ComplaintStatus.Closed, closedAt: filed };
    expect(canAppeal(closed, new Date(filed.getTime() + 30 * DAY))).toBe(true);
    expect(canAppeal(closed, new Date(filed.getTime() + 30 * DAY + 1))).toBe(false);
    expect(canAppeal({ status: ComplaintStatus.Appealed, closedAt: filed }, filed)).toBe(false);
    expect(canAppeal({ status: ComplaintStatus.Open, closedAt: null }, filed)).toBe(false);
  });
});

describe('complaint tickets and keys', () => {
  it('makes tickets of an unambiguous alphabet and keys of 24 characters, keeping only a hash that is compared exactly', () => {
    const tickets = new Set(Array.from({ length: 1000 }, newTicket));
    expect(tickets.size).toBe(1000);
    for (const ticket of tickets) expect(ticket).toMatch(TICKET_PATTERN);
    expect([...tickets].join('')).not.toMatch(/[01OIL]/);
    const key = newKey();
    expect(key).toHaveLength(24);
    expect(keyMatches(key, hashOfKey(key))).toBe(true);
    expect(keyMatches(`${key}x`, hashOfKey(key))).toBe(false);
    expect(keyMatches('', hashOfKey(key))).toBe(false);
  });
});
