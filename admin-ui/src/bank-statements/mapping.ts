import type { ColumnChoice, DateFormat, StatementImport, StatementLine, StatementMapping, StatementPreset, StatementPreview } from './types';

/** How banks name each column (SBI, HDFC, ICICI, Axis, Kotak exports); the first header that fits is offered. */
const NAMES: Record<Exclude<keyof ColumnChoice, 'dateFormat'>, RegExp[]> = {
  dateColumn: [/^(txn|tran|transaction)\.?\s*date/i, /^date$/i, /date/i],
  narrationColumn: [/narration|description|particulars|remarks|details/i],
  referenceColumn: [/utr/i, /ref/i, /cheque|chq/i],
  creditColumn: [/^credit/i, /deposit/i, /^cr\.?$|\bcr\b/i, /credit/i],
};

const firstMatching = (columns: string[], patterns: RegExp[], taken: Set<string>) => {
  for (const pattern of patterns) {
    const found = columns.find((column) => !taken.has(column) && pattern.test(column));
    if (found) return found;
  }
  return '';
};

/**
 * The format of a statement's dates, read from a few of them: ISO (2026-11-24), a month's name (24 Nov 2026),
 * or day first (24/11/2026) as Indian banks write it, unless a first number past 12 shows the month comes first.
 */
export function guessDateFormat(samples: string[]): DateFormat | '' {
  const dates = samples.map((text) => text.trim()).filter(Boolean);
  if (!dates.length) return '';
  if (dates.every((text) => /^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}/.test(text))) return 'YYYY-MM-DD';
  if (dates.every((text) => /^\d{1,2}[\s/.-][A-Za-z]{3}/.test(text))) return 'DD MMM YYYY';
  const numeric = dates.map((text) => /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}/.exec(text));
  if (!numeric.every(Boolean)) return '';
  return numeric.some((match) => Number(match![2]) > 12) ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}

/** The columns a statement's header suggests, each at most once, and the format its dates are in. */
export function guessColumns({ columns, rows }: StatementPreview): ColumnChoice {
  const taken = new Set<string>();
  const pick = (field: keyof typeof NAMES) => {
    const column = firstMatching(columns, NAMES[field], taken);
    if (column) taken.add(column);
    return column;
  };
  const dateColumn = pick('dateColumn');
  const narrationColumn = pick('narrationColumn');
  const creditColumn = pick('creditColumn');
  const referenceColumn = pick('referenceColumn');
  const at = columns.indexOf(dateColumn);
  const dateFormat = at < 0 ? '' : guessDateFormat(rows.map((row) => row[at] ?? ''));
  return { dateColumn, narrationColumn, referenceColumn, creditColumn, dateFormat };
}

/** A preset's columns, to show what it will read. */
export const presetColumns = (preset: StatementPreset): ColumnChoice => ({
  dateColumn: preset.dateColumn,
  narrationColumn: preset.narrationColumn,
  referenceColumn: preset.referenceColumn ?? '',
  creditColumn: preset.creditColumn,
  dateFormat: preset.dateFormat,
});

/** The required choices still missing ('dateColumn', …), none when an import can be sent. */
export const missingChoices = (choice: ColumnChoice): (keyof ColumnChoice)[] => (['dateColumn', 'narrationColumn', 'creditColumn', 'dateFormat'] as const).filter((field) => !choice[field]);

/** What the import is sent: the preset's id, or the chosen columns; `saveAs` names a new preset. */
export function toMapping(presetId: number | null, choice: ColumnChoice, saveAs: string): StatementMapping {
  if (presetId) return { presetId };
  const { dateColumn, narrationColumn, referenceColumn, creditColumn, dateFormat } = choice;
  return {
    dateColumn,
    narrationColumn,
    creditColumn,
    ...(referenceColumn ? { referenceColumn } : {}),
    ...(dateFormat ? { dateFormat } : {}),
    ...(saveAs.trim() ? { saveAs: saveAs.trim() } : {}),
  };
}

/** An import's outcome in numbers: top-ups it approved, and its credits by where they stand now. */
export function summarize(result: StatementImport) {
  const count = (status: string) => result.lines.filter((line) => line.status === status).length;
  return {
    approved: result.approved,
    matched: count('MATCHED'),
    unknown: count('UNKNOWN'),
    mismatch: count('MISMATCH'),
    ignored: count('IGNORED'),
    unpaid: result.unpaid.length,
    /** Every credit of the file had been imported before: this import changed nothing. */
    nothingNew: result.credits > 0 && result.newCredits === 0,
  };
}

/** The import as it stands once an admin settled one of its lines: the line replaced, the top-up it paid no longer unpaid. */
export function withSettledLine(result: StatementImport, settled: StatementLine): StatementImport {
  const paid = settled.status === 'MATCHED' ? settled.payment?.id : undefined;
  return {
    ...result,
    lines: result.lines.map((line) => (line.id === settled.id ? settled : line)),
    unpaid: result.unpaid.filter((payment) => payment.id !== paid),
  };
}
