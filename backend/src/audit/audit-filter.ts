import { BadRequestException } from '@nestjs/common';
import { filterInt } from '../common/ra/ra-list';
import type { AuditFilter } from './audit.service';
import { AUDIT_KINDS, type AuditKind } from '../common/audited';
import { auditRefusal } from './audit-refusals';
import { commonRefusal } from '../common/common-refusals';

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const invalid = (key: string, message: string) => new BadRequestException({ detail: `filter.${key} ${message}`, errors: { [key]: message } });

/**
 * A `from`/`to` filter: a day (YYYY-MM-DD, as the console's date inputs send it) is a day in India,
 * whatever the server's zone; `to` includes that whole day. A full ISO date-time is that moment.
 */
function moment(filter: Record<string, unknown>, key: 'from' | 'to'): Date | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 40) throw invalid(key, auditRefusal('mustBeDate'));
  const day = DATE_ONLY.exec(value);
  if (day) {
    const midnight = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    if (new Date(midnight).toISOString().slice(0, 10) !== value) throw invalid(key, auditRefusal('mustBeDate'));
    return new Date(midnight - IST_OFFSET_MS + (key === 'to' ? DAY_MS : 0));
  }
  const at = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(at.getTime())) throw invalid(key, auditRefusal('mustBeDate'));
  return key === 'to' ? new Date(at.getTime() + 1) : at;
}

/** The Audit log's filters from react-admin's `filter` JSON: adminId, kind, from, to (400 naming a bad one). */
export function parseAuditFilter(filter: Record<string, unknown>): AuditFilter {
  let kind: AuditKind | undefined;
  if (filter.kind !== undefined && filter.kind !== '') {
    kind = AUDIT_KINDS.find((k) => k === filter.kind);
    if (!kind) throw invalid('kind', auditRefusal('mustBeKind', { kinds: AUDIT_KINDS.join(', ') }));
  }
  if (filter.adminId !== undefined && filter.adminId !== '' && filterInt(filter, 'adminId') === undefined) throw invalid('adminId', commonRefusal('positiveInteger'));
  return { adminId: filterInt(filter, 'adminId'), kind, from: moment(filter, 'from'), until: moment(filter, 'to') };
}
