import type { ApiSchemas } from '../providers/api-types';
import type { ResourceRecord } from '../providers/resources';

/** A complaint as the console's queue answers it (GET /api/admin/complaints; backend/src/complaints). */
export type Complaint = ResourceRecord<'complaints'>;
export type ComplaintKind = ApiSchemas['ComplaintKind'];
export type ComplaintStatus = ApiSchemas['ComplaintStatus'];
export type ComplaintEventType = ApiSchemas['ComplaintEventType'];
export type ComplaintEvent = Complaint['events'][number];

type Color = 'default' | 'primary' | 'warning' | 'error' | 'success' | 'secondary';

/**
 * What each kind is called (app.complaints.kinds); intimate images and impersonation must leave the site within 24
 * hours (IT Rules 2021, rule 3(2)(b)), hence their colour. A Record: a kind the API adds fails the type check here.
 */
export const KINDS: Record<ComplaintKind, Color> = {
  INTIMATE_IMAGE: 'error',
  IMPERSONATION: 'error',
  UNLAWFUL_CONTENT: 'warning',
  COPYRIGHT: 'default',
  PRIVACY: 'primary',
  OTHER: 'default',
};

export const STATUSES: Record<ComplaintStatus, Color> = {
  OPEN: 'warning',
  APPEALED: 'error',
  CLOSED: 'success',
};

/** Every event type, named in app.complaints.events. */
const EVENT_TYPES: Record<ComplaintEventType, true> = {
  RECEIVED: true,
  ACKNOWLEDGED: true,
  AD_HIDDEN: true,
  AD_TAKEN_DOWN: true,
  SELLER_BLOCKED: true,
  REPLIED: true,
  CLOSED: true,
  APPEALED: true,
  NOTE: true,
};

export const kindName = (kind: ComplaintKind) => `app.complaints.kinds.${kind}`;
export const statusName = (status: ComplaintStatus) => `app.complaints.statuses.${status}`;
export const eventName = (type: ComplaintEventType) => `app.complaints.events.${type}`;
export const EVENT_TYPE_LIST = Object.keys(EVENT_TYPES) as ComplaintEventType[];

export const KIND_CHOICES = (Object.keys(KINDS) as ComplaintKind[]).map((id) => ({ id, name: kindName(id) }));
export const STATUS_CHOICES = (Object.keys(STATUSES) as ComplaintStatus[]).map((id) => ({ id, name: statusName(id) }));

/** The bodies' limits (backend/src/complaints/dto/admin-complaint.dto.ts). */
export const LIMITS = { message: 5000, outcome: 2000, note: 500 } as const;
