/**
 * What one search may cost (figures in docs/performance.md, "Expensive keywords"). A search that reaches
 * a limit answers with what it found and `partial: true`, never an error or a wait.
 */

/** MySQL/MariaDB stop each search statement after this long. */
export const STATEMENT_MS = 1000;
/**
 * A keyword tested row by row (filter-first) looks at most at this many of the filter's newest ads:
 * on SQLite the test runs on the event loop and cannot be interrupted, so rows are the bound there.
 */
export const ROW_BUDGET = 20_000;
/** Words shorter than this never reach a full-text index (InnoDB does not index them; in FTS5 they are prefixes of thousands of words): they are tested per row. */
export const MIN_INDEXED_LENGTH = 3;
/** A keyword's total is counted exactly when its rarest word is in at most this many ads, else estimated. */
export const EXACT_KEYWORD_COUNT = 1_000;

/** A search statement stopped at its time limit. */
export class SearchCutShort extends Error {}

/** The statement with a time limit in the server's own dialect: MariaDB ignores MySQL's optimizer hint, MySQL has no SET STATEMENT. */
export function withTimeLimit(sql: string, engine: string, ms: number): string {
  if (engine === 'mariadb') return `SET STATEMENT max_statement_time=${ms / 1000} FOR ${sql}`;
  if (engine === 'mysql') return sql.replace(/^\s*SELECT\b/i, `SELECT /*+ MAX_EXECUTION_TIME(${ms}) */`);
  return sql;
}

/**
 * A statement stopped for its cost: MariaDB's ER_STATEMENT_TIMEOUT (1969), MySQL's ER_QUERY_TIMEOUT
 * (3024), or InnoDB's full-text result cache limit (188), reached by a prefix of very many words.
 */
export function isTimeLimit(error: unknown): boolean {
  const e = error as { errno?: number; driverError?: { errno?: number } };
  return [1969, 3024, 188].includes(e?.driverError?.errno ?? e?.errno ?? 0);
}
