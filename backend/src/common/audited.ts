import { SetMetadata } from '@nestjs/common';

/** What an audit entry is about; the console's Audit log filters by it. */
export const AUDIT_KINDS = [
  'payment',
  'ad',
  'report',
  'user',
  'category',
  'category-field',
  'location',
  'popular-location',
  'qr-code',
  'package',
  'time-slot',
  'seo-description',
  'blog',
  'blacklist',
  'moderation-settings',
  'rejection-reason',
  'site-settings',
  'complaint',
  'breach',
  'photo-verification',
  'statement',
  'refund',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** A TypeORM entity class whose primary column is `id`. */
export type AuditedEntity = abstract new (...args: never[]) => { id: number };

export interface AuditOptions {
  /**
   * The path parameter naming the row the route writes (default `id`). `null`: the route creates a
   * row, even if its path has parameters (a comment added under its post's `:id`).
   */
  idParam?: string | null;
  /** What `after` shows for a create: the answer's fields (default), or the request body's (when the answer is the parent). */
  createdFrom?: 'response' | 'request';
}

export interface AuditSpec extends Required<AuditOptions> {
  kind: AuditKind;
  entity: AuditedEntity;
}

export const AUDITED = 'audited';

/**
 * Every non-GET route of this controller (or this one route) records who wrote what, and the row's
 * changed fields before and after, in the audit log (audit/audit.interceptor.ts). On a method it wins
 * over the class's, for a controller that writes two kinds of rows or names its id otherwise.
 * docs/decisions/0010-audit-log.md
 */
export const Audited = (kind: AuditKind, entity: AuditedEntity, options: AuditOptions = {}) =>
  SetMetadata<string, AuditSpec>(AUDITED, { kind, entity, idParam: options.idParam === undefined ? 'id' : options.idParam, createdFrom: options.createdFrom ?? 'response' });
