import type { ApiSchemas } from '../providers/api-types';
import type { ResourceRecord } from '../providers/resources';

/** A breach record as the API answers it (GET /api/admin/ra/breaches; backend/src/breaches). */
export type Breach = ResourceRecord<'breaches'>;
export type CreatedBreach = ApiSchemas['CreatedBreachDto'];

/** The texts the people affected are told, each required on a record and optional in Hindi (`<name>Hi`). */
export const TEXTS = ['summary', 'dataAffected', 'consequences', 'measuresTaken', 'userSteps'] as const;
export type TextField = (typeof TEXTS)[number];

/** The findings the Board's detailed report needs; the API refuses "Report filed" until both are written. */
export const FINDINGS = ['cause', 'remedialMeasures'] as const;

/** The bodies' limits (backend/src/breaches/dto/breach.dto.ts): [min, max] characters. */
export const LIMITS: Record<TextField | (typeof FINDINGS)[number], [number, number]> = {
  summary: [20, 5000],
  dataAffected: [3, 1000],
  consequences: [10, 5000],
  measuresTaken: [10, 5000],
  userSteps: [10, 5000],
  cause: [0, 5000],
  remedialMeasures: [0, 5000],
};

/** The most addresses one record lists (MAX_LISTED_EMAILS); a larger breach is recorded as affecting every account. */
export const MAX_EMAILS = 10_000;

/**
 * The addresses an operator pasted, one a line or separated by commas or semicolons (a spreadsheet's column, a
 * mail's To line): trimmed, lower-cased and each once, as the API matches them.
 */
export function parseEmails(text: string | null | undefined): string[] {
  const emails = (text ?? '')
    .split(/[\s,;]+/)
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(emails)];
}
