import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { financialYear } from '../../gst/gst';
import { InvoiceCounter } from './invoice-counter.entity';

export type InvoiceSeries = 'BZ' | 'CN';

/**
 * Invoice numbers with no gaps and no repeats (CGST Rules, rule 46(b)): the counter row is locked and advanced in the
 * transaction that issues the invoice, so a rollback gives its number back and two issuers queue on the lock.
 */
@Injectable()
export class InvoiceNumbers {
  constructor(private readonly transactions: TransactionRunner) {}

  /**
   * Creates the year's counter row, if missing, in a transaction of its own, before the issuing one: inside it, two
   * issuers inserting the same missing row would both hold it share-locked, then deadlock upgrading to the write lock.
   */
  async prepare(series: InvoiceSeries, at: Date = new Date()): Promise<void> {
    await this.transactions.run((manager) => this.createCounter(manager, series, financialYear(at)));
  }

  /** The next number, inside the caller's transaction: BZ/26-27/000042 (15 characters). */
  async next(manager: EntityManager, series: InvoiceSeries, at: Date): Promise<string> {
    const year = financialYear(at);
    const lockCounter = () =>
      this.transactions.lockForUpdate(manager.createQueryBuilder(InvoiceCounter, 'counter').where('counter.series = :series AND counter.financialYear = :year', { series, year })).getOne();
    let counter = await lockCounter();
    if (!counter) {
      // prepare() ran for the year before (the year turned in between): create it here, the rare way.
      await this.createCounter(manager, series, year);
      counter = (await lockCounter())!;
    }
    const number = counter.lastNumber + 1;
    await manager.update(InvoiceCounter, { series, financialYear: year }, { lastNumber: number });
    return `${series}/${year.slice(2)}/${String(number).padStart(6, '0')}`;
  }

  private async createCounter(manager: EntityManager, series: InvoiceSeries, financialYear: string): Promise<void> {
    await manager.createQueryBuilder().insert().into(InvoiceCounter).values({ series, financialYear, lastNumber: 0 }).orIgnore().execute();
  }
}
