import type { ApiSchemas } from '../providers/api-types';

/** One admin write as the API answers it (GET /api/admin/ra/audit-entries). */
export type AuditEntry = ApiSchemas['AuditEntryDto'];
export type AuditKind = AuditEntry['kind'];

/** Every kind, named as the menu names the screens; a Record, so a kind the API adds fails the type check until it is named here. */
const KIND_NAMES: Record<AuditKind, string> = {
  payment: 'Payment',
  ad: 'Listing',
  report: 'Report',
  user: 'User',
  category: 'Category',
  location: 'Location',
  'popular-location': 'Popular city',
  'qr-code': 'QR code',
  package: 'Package',
  'time-slot': 'Time slot',
  'seo-description': 'SEO description',
  blog: 'Blog',
  blacklist: 'Black list',
  'moderation-settings': 'Moderation settings',
  'rejection-reason': 'Rejection reason',
};

export const AUDIT_KINDS = Object.entries(KIND_NAMES).map(([id, name]) => ({ id: id as AuditKind, name }));
export const kindName = (kind: AuditKind) => KIND_NAMES[kind] ?? kind;
