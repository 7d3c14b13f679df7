import { BadRequestException } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { statementRefusal } from './statement-refusals';

/** A statement's cells, row by row: text, or a spreadsheet's own dates and numbers. */
export type StatementCell = string | number | Date | null;
export type StatementRows = StatementCell[][];

/** More rows than any month of a small business's account; a larger file is refused rather than held. */
export const MAX_STATEMENT_ROWS = 20_000;
const HEADER_SEARCH_ROWS = 50;

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

function cellValue(value: ExcelJS.CellValue): StatementCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('text' in value) return String(value.text);
  return null;
}

async function readXlsx(bytes: Buffer): Promise<StatementRows> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new BadRequestException({ detail: statementRefusal('unreadable') });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.rowCount > MAX_STATEMENT_ROWS + HEADER_SEARCH_ROWS) throw new BadRequestException({ detail: statementRefusal('tooManyRows', { max: String(MAX_STATEMENT_ROWS) }) });
  const rows: StatementRows = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as ExcelJS.CellValue[]; // 1-based: values[0] is empty
    rows.push(values.slice(1).map(cellValue));
  });
  return rows;
}

function readCsv(bytes: Buffer): StatementRows {
  if (bytes.includes(0)) throw new BadRequestException({ detail: statementRefusal('unreadable') });
  try {
    return parse(bytes, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, to: MAX_STATEMENT_ROWS + HEADER_SEARCH_ROWS + 1 }) as string[][];
  } catch {
    throw new BadRequestException({ detail: statementRefusal('unreadable') });
  }
}

/** Reads an uploaded statement by its content: XLSX (a zip) or CSV (text); the old binary XLS is refused with advice. */
export async function readStatementFile(bytes: Buffer): Promise<StatementRows> {
  if (bytes.subarray(0, 4).equals(OLE)) throw new BadRequestException({ detail: statementRefusal('oldExcel') });
  const rows = bytes.subarray(0, 4).equals(ZIP) ? await readXlsx(bytes) : readCsv(bytes);
  if (rows.length > MAX_STATEMENT_ROWS + HEADER_SEARCH_ROWS) throw new BadRequestException({ detail: statementRefusal('tooManyRows', { max: String(MAX_STATEMENT_ROWS) }) });
  return rows;
}

export const cellText = (cell: StatementCell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

const filled = (row: StatementCell[]) => row.filter((cell) => cellText(cell) !== '').length;

/**
 * The header row: with `columns`, the first row naming them all (case and spaces aside); without, the first of the
 * fullest rows near the top (banks put account details above the table). -1 when there is none.
 */
export function findHeaderRow(rows: StatementRows, columns?: string[]): number {
  const top = rows.slice(0, HEADER_SEARCH_ROWS);
  if (columns) {
    const wanted = columns.map((name) => name.trim().toLowerCase());
    return top.findIndex((row) => {
      const names = row.map((cell) => cellText(cell).toLowerCase());
      return wanted.every((name) => names.includes(name));
    });
  }
  const widest = Math.max(0, ...top.map(filled));
  return widest < 2 ? -1 : top.findIndex((row) => filled(row) === widest);
}
