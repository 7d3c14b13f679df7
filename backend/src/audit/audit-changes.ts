import type { EntityMetadata, ObjectLiteral } from 'typeorm';

/** Field name → value, as an audit entry's `before` or `after` shows them. */
export type Fields = Record<string, unknown>;

/** A string value longer than this is cut (a blog post's text, a rich-text SEO block). */
export const MAX_VALUE_CHARS = 200;
/** `before` and `after` are each at most this long as JSON. */
export const MAX_JSON_CHARS = 2000;

/** Never copied into the log, whatever the row or answer holds. */
const SECRET = /password|hash|token|secret/i;

/**
 * The row's own columns: relations as their ids under the column's name (`reviewedById`), dates as
 * ISO text; without the primary key (the entry's targetId), the time of the last change (every
 * update would show it) and columns never selected (a password hash).
 */
export function snapshotOf(metadata: EntityMetadata, row: ObjectLiteral): Fields {
  const fields: Fields = {};
  for (const column of metadata.columns) {
    if (column.isPrimary || column.isUpdateDate || column.isVersion || column.isSelect === false) continue;
    const relation = column.relationMetadata;
    const key = relation ? column.databaseName : column.propertyName;
    if (SECRET.test(key)) continue;
    // Loaded with loadRelationIds, a relation holds the related row's id (or null).
    const value = relation ? row[relation.propertyName] : row[column.propertyName];
    fields[key] = plain(relation && value && typeof value === 'object' ? (value as ObjectLiteral).id : value);
  }
  return fields;
}

/** An answer's or a request body's fields, for a created row: no id (the entry's targetId), no secrets. */
export function fieldsOf(body: unknown): Fields | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { id: _id, ...fields } = plain(body) as Fields;
  return Object.keys(fields).length ? fields : null;
}

/** Only the fields whose values differ, before and after; null when nothing changed. */
export function changes(before: Fields, after: Fields): [Fields, Fields] | null {
  const was: Fields = {};
  const is: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    is[key] = after[key] ?? null;
  }
  return Object.keys(was).length ? [was, is] : null;
}

/**
 * The fields as stored: JSON of at most MAX_JSON_CHARS, long values cut. When even short values do not
 * fit (very many fields), the first that fit are kept and a last field says how many were left out.
 */
export function toAuditJson(fields: Fields | null): string | null {
  if (!fields) return null;
  for (const limit of [MAX_VALUE_CHARS, 60, 20]) {
    const text = JSON.stringify(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, cut(value, limit)])));
    if (text.length <= MAX_JSON_CHARS) return text;
  }
  const kept: Fields = {};
  const entries = Object.entries(fields);
  let count = 0;
  for (const [key, value] of entries) {
    const next = { ...kept, [key.slice(0, 60)]: cut(value, 20) };
    if (JSON.stringify(next).length > MAX_JSON_CHARS - 40) break;
    Object.assign(kept, next);
    count += 1;
  }
  return JSON.stringify({ ...kept, '…': `${entries.length - count} more fields` });
}

/** JSON-ready: dates as ISO text, bytes as their count, secrets dropped at every depth. */
function plain(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Uint8Array) return `${value.length} bytes`;
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).flatMap(([key, inner]) => (SECRET.test(key) ? [] : [[key, plain(inner)]])));
  return value;
}

/** A long string cut to `limit` characters; a nested list or object as cut JSON text when it is long. */
function cut(value: unknown, limit: number): unknown {
  if (typeof value === 'string') return value.length > limit ? `${value.slice(0, limit)}…` : value;
  if (value !== null && typeof value === 'object') {
    const text = JSON.stringify(value);
    return text.length > limit ? `${text.slice(0, limit)}…` : value;
  }
  return value;
}
