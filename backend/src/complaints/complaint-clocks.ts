import { addDays } from '../common/india-time';
import type { Complaint } from './complaint.entity';
import { REMOVAL_KINDS, type ComplaintKind } from './complaint-kind';
import { ComplaintStatus } from './complaint-status';

const HOUR = 3600 * 1000;

/** IT Rules 2021 rule 3(2)(a): acknowledged within 24 hours, disposed of within 15 days. */
export const ACKNOWLEDGE_WITHIN_MS = 24 * HOUR;
export const DISPOSE_WITHIN_DAYS = 15;
/** Rule 3(2)(b): intimate images and impersonation removed within 24 hours. */
export const REMOVE_WITHIN_MS = 24 * HOUR;
/** How long after its closing a complainant may appeal. */
export const APPEAL_WITHIN_DAYS = 30;

export const needsRemoval = (kind: ComplaintKind, adId: number | null | undefined): boolean => REMOVAL_KINDS.includes(kind) && !!adId;

/** The clocks of a complaint filed `at`. */
export function filingClocks(kind: ComplaintKind, adId: number | null | undefined, at: Date): Pick<Complaint, 'acknowledgeDueAt' | 'disposeDueAt' | 'removalDueAt'> {
  return {
    acknowledgeDueAt: new Date(at.getTime() + ACKNOWLEDGE_WITHIN_MS),
    disposeDueAt: addDays(at, DISPOSE_WITHIN_DAYS),
    removalDueAt: needsRemoval(kind, adId) ? new Date(at.getTime() + REMOVE_WITHIN_MS) : null,
  };
}

/** The earliest deadline still pending: the removal while the ad is not removed, else the disposal; none once closed. */
export function nextDue(complaint: Pick<Complaint, 'status' | 'disposeDueAt' | 'removalDueAt' | 'removedAt'>): Date | null {
  if (complaint.status === ComplaintStatus.Closed) return null;
  if (complaint.removalDueAt && !complaint.removedAt && complaint.removalDueAt < complaint.disposeDueAt) return complaint.removalDueAt;
  return complaint.disposeDueAt;
}

export const isOverdue = (nextDueAt: Date | null, now: Date): boolean => !!nextDueAt && nextDueAt < now;

/** Appeal is open on a closed complaint for 30 days after its closing, once per closing (an appeal reopens it). */
export const canAppeal = (complaint: Pick<Complaint, 'status' | 'closedAt'>, now: Date): boolean =>
  complaint.status === ComplaintStatus.Closed && !!complaint.closedAt && now.getTime() <= addDays(complaint.closedAt, APPEAL_WITHIN_DAYS).getTime();
