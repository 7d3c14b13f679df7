import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { financialYear } from '../../gst/gst';
import { InvoiceCounter } from './invoice-counter.entity';

export type InvoiceSeries = 'BZ' | 'CN';

/**
 * Invoice numbers with no gaps and no repeats (CGST Rules, rule 46(b)): the counter row of the series and financial year
 * is created or advanced by one upsert in the transaction that issues the invoice. The upsert takes the row's write
 * lock at once (no shared lock to upgrade, so two first issuers of a year cannot deadlock), concurrent issuers queue on
 * it, and a rollback gives the number back.
 */
@Injectable()
export class InvoiceNumbers {
  constructor(private readonly transactions: TransactionRunner) {}

  /** The next number, inside the caller's transaction: BZ/26-27/000042 (15 characters). */
  async next(manager: EntityManager, series: InvoiceSeries, at: Date): Promise<string> {
    const year = financialYear(at);
    await manager.query(
      this.transactions.isSqlite
        ? 'INSERT INTO invoice_counters (series, financialYear, lastNumber) VALUES (?, ?, 1) ON CONFLICT (series, financialYear) DO UPDATE SET lastNumber = lastNumber + 1'
        : 'INSERT INTO invoice_counters (series, financialYear, lastNumber) VALUES (?, ?, 1) ON DUPLICATE KEY UPDATE lastNumber = lastNumber + 1',
      [series, year],
    );
    const { lastNumber } = await manager.findOneByOrFail(InvoiceCounter, { series, financialYear: year });
    return `${series}/${year.slice(2)}/${String(lastNumber).padStart(6, '0')}`;
  }
}
