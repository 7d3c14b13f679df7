import type { ResourceRecord } from '../providers/resources';

/** One admin write as the API answers it (GET /api/admin/ra/audit-entries). */
export type AuditEntry = ResourceRecord<'audit-entries'>;
export type AuditKind = AuditEntry['kind'];

/**
 * Every kind, named as the menu names the screens (app.audit.kinds in i18n/en.json); a Record, so a kind the API adds
 * fails the type check until it is named here.
 */
const KINDS: Record<AuditKind, true> = {
  payment: true,
  ad: true,
  report: true,
  user: true,
  category: true,
  'category-field': true,
  location: true,
  'popular-location': true,
  'qr-code': true,
  package: true,
  'time-slot': true,
  'seo-description': true,
  blog: true,
  blacklist: true,
  'moderation-settings': true,
  'rejection-reason': true,
  'site-settings': true,
  complaint: true,
  breach: true,
  'photo-verification': true,
  statement: true,
  refund: true,
};

/** The kind's translation key. */
export const kindName = (kind: AuditKind) => `app.audit.kinds.${kind}`;
export const AUDIT_KINDS = (Object.keys(KINDS) as AuditKind[]).map((id) => ({ id, name: kindName(id) }));
