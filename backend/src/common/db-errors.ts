import { QueryFailedError } from 'typeorm';

const code = (error: QueryFailedError) => (error.driverError as { code?: string } | undefined)?.code ?? '';

/** A duplicate key, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && ['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'].includes(code(error));
}

/**
 * A row still referenced by a foreign key (a delete refused by ON DELETE RESTRICT). SQLite reports
 * it as SQLITE_CONSTRAINT_FOREIGNKEY or, for RESTRICT, SQLITE_CONSTRAINT_TRIGGER ("FOREIGN KEY constraint failed").
 */
export function isReferencedError(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  return /^ER_ROW_IS_REFERENCED/.test(code(error)) || (code(error).startsWith('SQLITE_CONSTRAINT') && /FOREIGN KEY/i.test(error.message));
}

/** An insert or update naming a parent row that does not exist (MySQL; SQLite reports it like isReferencedError). */
export function isMissingReference(error: unknown): boolean {
  return error instanceof QueryFailedError && /^ER_NO_REFERENCED_ROW/.test(code(error));
}

/** A NOT NULL column given null (an update body that sent null for a required field). */
export function isNullViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && ['ER_BAD_NULL_ERROR', 'SQLITE_CONSTRAINT_NOTNULL'].includes(code(error));
}
