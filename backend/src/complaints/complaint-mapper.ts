import type { AdminComplaintDto } from './dto/admin-complaint.dto';
import type { ComplaintStatusDto } from './dto/complaint.dto';
import { canAppeal, isOverdue } from './complaint-clocks';
import type { ComplaintEvent } from './complaint-event.entity';
import { ComplaintEventType } from './complaint-event-type';
import type { Complaint } from './complaint.entity';

const inOrder = (events: ComplaintEvent[] = []) => [...events].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);

/** The ticket page's view: never an internal note, never an admin's id, never the complainant's own details echoed. */
export function toComplaintStatus(c: Complaint, now: Date): ComplaintStatusDto {
  return {
    ticket: c.ticket,
    kind: c.kind,
    status: c.status,
    createdAt: c.createdAt,
    acknowledgedAt: c.acknowledgedAt,
    disposeDueAt: c.disposeDueAt,
    removalDueAt: c.removalDueAt,
    ad: c.ad ? { id: c.ad.id, title: c.ad.title } : null,
    url: c.url,
    outcome: c.outcome,
    closedAt: c.closedAt,
    appealedAt: c.appealedAt,
    canAppeal: canAppeal(c, now),
    events: inOrder(c.events)
      .filter((event) => event.type !== ComplaintEventType.Note)
      .map((event) => ({ at: event.at, type: event.type, message: event.message })),
  };
}

/** The console's view: everything, with the seller's state. `c.ad.seller` must be loaded when there is an ad. */
export function toAdminComplaint(c: Complaint, now: Date): AdminComplaintDto {
  return {
    id: c.id,
    ticket: c.ticket,
    kind: c.kind,
    status: c.status,
    name: c.name,
    email: c.email,
    details: c.details,
    onBehalfOf: c.onBehalfOf,
    url: c.url,
    ad: c.ad ? { id: c.ad.id, title: c.ad.title, status: c.ad.status, sellerId: c.ad.seller.id, sellerBlocked: c.ad.seller.blocked } : null,
    createdAt: c.createdAt,
    acknowledgedAt: c.acknowledgedAt,
    acknowledgeDueAt: c.acknowledgeDueAt,
    disposeDueAt: c.disposeDueAt,
    removalDueAt: c.removalDueAt,
    removedAt: c.removedAt,
    nextDueAt: c.nextDueAt,
    overdue: isOverdue(c.nextDueAt, now),
    outcome: c.outcome,
    closedAt: c.closedAt,
    appealText: c.appealText,
    appealedAt: c.appealedAt,
    events: inOrder(c.events).map((event) => ({ at: event.at, type: event.type, message: event.message, adminId: event.adminId ?? null })),
  };
}
