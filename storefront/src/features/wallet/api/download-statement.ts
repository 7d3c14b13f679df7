import type { ApiQuery } from '../../../api/types';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/save-file';

type StatementQuery = ApiQuery<'/api/seller/transaction/statement', 'get'>;

/** A period of days as the API reads them (YYYY-MM-DD, India time, both included, at most 366 days). */
export type StatementPeriod = Pick<StatementQuery, 'from' | 'to'>;
export type StatementFormat = StatementQuery['format'];

/**
 * Saves the seller's wallet statement for a period: a PDF in the page's language, or a CSV (UTF-8 with a BOM, for
 * spreadsheets), as the file the API names (wallet-2026-12-01-to-2026-12-31.pdf). Not toasted: the panel shows why
 * the API refused (a period too long, or ending before it starts).
 */
export function downloadStatement(period: StatementPeriod, format: StatementFormat): Promise<string> {
  return downloadFile(api.GET('/api/seller/transaction/statement', { params: { query: { ...period, format } }, parseAs: 'blob' }), `wallet-${period.from}-to-${period.to}.${format}`, {
    notifyErrors: false,
  });
}
