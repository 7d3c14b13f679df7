import type { Complaint } from './types';

/** One of a complaint's deadlines (IT Rules 2021, rule 3(2)): what it is, when it falls due, and whether it is met. */
export interface Clock {
  /** app.complaints.clocks.<name> */
  name: 'removal' | 'dispose';
  dueAt: string;
  /** When it was met (the ad removed, the complaint closed); null while it runs */
  metAt: string | null;
  /** Running and past due */
  overdue: boolean;
}

/**
 * The clocks that matter for the queue: removal within 24 hours (intimate images and impersonation with an ad) and
 * disposal within 15 days (again after an appeal). The acknowledgement's is met at filing (the mail is queued then).
 */
export function clocksOf(complaint: Complaint, now = Date.now()): Clock[] {
  const closed = complaint.status === 'CLOSED';
  const clock = (name: Clock['name'], dueAt: string, metAt: string | null): Clock => ({ name, dueAt, metAt, overdue: !metAt && new Date(dueAt).getTime() < now });
  const clocks: Clock[] = [];
  // A complaint closed before its ad was removed stops that clock too: nothing is pending once it is closed.
  if (complaint.removalDueAt) clocks.push(clock('removal', complaint.removalDueAt, complaint.removedAt ?? (closed ? complaint.closedAt : null)));
  clocks.push(clock('dispose', complaint.disposeDueAt, closed ? complaint.closedAt : null));
  return clocks;
}

/**
 * How far a moment is from now, in the largest whole unit, as a translation key of app.time and its count, and
 * whether it is past: "due in 5 h", "overdue by 2 days".
 */
export function timeFromNow(value: string, now = Date.now()): { key: string; count: number; past: boolean } {
  const difference = new Date(value).getTime() - now;
  const minutes = Math.floor(Math.abs(difference) / 60_000);
  const past = difference < 0;
  if (minutes < 60) return { key: 'app.time.minutes', count: minutes, past };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { key: 'app.time.hours', count: hours, past };
  return { key: 'app.time.days', count: Math.floor(hours / 24), past };
}
