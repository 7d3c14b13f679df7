import type { ApiSchemas } from '../providers/api-types';

export type StatementPreview = ApiSchemas['StatementPreviewDto'];
export type StatementPreset = ApiSchemas['StatementPresetDto'];
/** What an import is told: a preset's id, or the columns and the date format, and a name to save them under. */
export type StatementMapping = ApiSchemas['ImportStatementDto'];
export type StatementImport = ApiSchemas['StatementImportDto'];
export type StatementLine = ApiSchemas['StatementLineDto'];
export type LineStatus = StatementLine['status'];
export type DateFormat = StatementPreset['dateFormat'];
/** A top-up (a wallet payment), as the statement's answers carry it. */
export type TopUp = ApiSchemas['PaymentDto'];

/** Every format the API reads; a Record, so a format the API adds fails the type check until it is offered here. */
const FORMATS: Record<DateFormat, true> = { 'DD/MM/YYYY': true, 'MM/DD/YYYY': true, 'YYYY-MM-DD': true, 'DD MMM YYYY': true };
export const DATE_FORMATS = Object.keys(FORMATS) as DateFormat[];

/** The columns an import needs: date, narration, credit and the date format; the bank's reference column is optional. */
export interface ColumnChoice {
  dateColumn: string;
  narrationColumn: string;
  referenceColumn: string;
  creditColumn: string;
  dateFormat: DateFormat | '';
}

export const NO_COLUMNS: ColumnChoice = { dateColumn: '', narrationColumn: '', referenceColumn: '', creditColumn: '', dateFormat: '' };
