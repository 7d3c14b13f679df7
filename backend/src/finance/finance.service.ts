import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify/sync';
import { Between, In, IsNull, MoreThanOrEqual, Not, Repository } from 'typeorm';
import { indiaDay, indiaMidnight } from '../common/india-time';
import { toRupees } from '../database/columns';
import { TransactionRunner } from '../database/transaction-runner';
import { gstStateName } from '../gst/gst';
import { Refund } from '../promotions/refund.entity';
import { StatementImport } from '../statements/statement-import.entity';
import { StatementLine } from '../statements/statement-line.entity';
import { StatementLineStatus } from '../statements/statement-line-status';
import { Invoice } from '../wallet/invoices/invoice.entity';
import { InvoiceKind } from '../wallet/invoices/invoice-kind';
import { LedgerEntry } from '../wallet/ledger-entry.entity';
import { LedgerKind } from '../wallet/ledger-kind';
import { Payment } from '../wallet/payment.entity';
import { PaymentStatus } from '../wallet/payment-status';
import type { DayFigureDto, FinanceSummaryDto, PendingAgeDto } from './finance.dto';

const DAY_MS = 86_400_000;
const rupees = (paise: number) => (paise / 100).toFixed(2);
/** The first moment of a month (YYYY-MM) and of the next one, India time. */
const monthBounds = (month: string) => {
  const start = indiaMidnight(`${month}-01`);
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { start, end: new Date(indiaMidnight(`${next}-01`).getTime() - 1) };
};

/**
 * The operator's money at a glance (issue 43): money in, promotions sold and refunds per day, what the site owes its
 * sellers, pending top-ups by age and where reconciliation stands; and the accountant's monthly CSV exports.
 */
@Injectable()
export class FinanceService {
  constructor(
    @InjectRepository(LedgerEntry) private readonly ledger: Repository<LedgerEntry>,
    private readonly transactions: TransactionRunner,
  ) {}

  async summary(days: number): Promise<FinanceSummaryDto> {
    const manager = this.ledger.manager;
    const since = indiaMidnight(indiaDay(new Date(Date.now() - (days - 1) * DAY_MS)));
    const [topUps, promotions, refunds, owed, pending, lines, lastImport, byStatement, reviewed] = await Promise.all([
      this.perDay([LedgerKind.TopUp, LedgerKind.TopUpReversal], since),
      this.perDay([LedgerKind.Promotion], since),
      this.perDay([LedgerKind.Refund], since),
      this.ledger.createQueryBuilder('entry').select('COALESCE(SUM(entry.amountPaise), 0)', 'sum').getRawOne<{ sum: string | number }>(),
      manager.find(Payment, { where: { status: In([PaymentStatus.Pending, PaymentStatus.Requested]) }, select: { id: true, status: true, createdAt: true }, take: 100_000 }),
      manager
        .createQueryBuilder(StatementLine, 'line')
        .select('line.status', 'status')
        .addSelect('COUNT(*)', 'n')
        .where('line.status IN (:...open)', { open: [StatementLineStatus.Unknown, StatementLineStatus.Mismatch] })
        .groupBy('line.status')
        .getRawMany<{ status: string; n: string | number }>(),
      manager.find(StatementImport, { order: { createdAt: 'DESC', id: 'DESC' }, take: 1 }),
      manager.count(StatementLine, { where: { status: StatementLineStatus.Matched, payment: { reviewedAt: MoreThanOrEqual(since) }, resolvedAt: IsNull() } }),
      manager.count(Payment, { where: { status: PaymentStatus.Approved, reviewedAt: MoreThanOrEqual(since), reviewedBy: Not(IsNull()) } }),
    ]);
    const openCount = (status: StatementLineStatus) => Number(lines.find((row) => row.status === status)?.n ?? 0);
    return {
      days,
      moneyIn: topUps,
      promotionsSold: promotions.map((day) => ({ ...day, amount: -day.amount })),
      refunds,
      owedToSellers: toRupees(Number(owed?.sum ?? 0)),
      pendingTopUps: pendingByAge(pending),
      reconciliation: {
        lastImportAt: lastImport[0]?.createdAt ?? null,
        lastImportFile: lastImport[0]?.fileName ?? null,
        unknownCredits: openCount(StatementLineStatus.Unknown),
        mismatches: openCount(StatementLineStatus.Mismatch),
        approvedByStatement: byStatement,
        approvedByHand: Math.max(0, reviewed - byStatement),
      },
    };
  }

  /** Ledger movements of these kinds per India day since `since`, summed in the database (count and paise). */
  private async perDay(kinds: LedgerKind[], since: Date): Promise<DayFigureDto[]> {
    // India's day of a UTC datetime: 330 minutes later, cut to the date (each engine says it its own way).
    const day = this.transactions.isSqlite ? "date(entry.createdAt, '+330 minutes')" : 'DATE(DATE_ADD(entry.createdAt, INTERVAL 330 MINUTE))';
    const rows = await this.ledger
      .createQueryBuilder('entry')
      .select(day, 'day')
      .addSelect('SUM(entry.amountPaise)', 'paise')
      .addSelect('COUNT(*)', 'n')
      .where('entry.kind IN (:...kinds) AND entry.createdAt >= :since', { kinds, since })
      .groupBy(day)
      .orderBy(day)
      .getRawMany<{ day: string | Date; paise: string | number; n: string | number }>();
    return rows.map((row) => ({ day: row.day instanceof Date ? row.day.toISOString().slice(0, 10) : String(row.day).slice(0, 10), amount: toRupees(Number(row.paise)), count: Number(row.n) }));
  }

  /** Invoices and credit notes issued in a month (India time), one row each, as an accountant's import expects. */
  async invoicesCsv(month: string): Promise<string> {
    const { start, end } = monthBounds(month);
    const invoices = await this.ledger.manager.find(Invoice, {
      where: { issuedAt: Between(start, end) },
      relations: { payment: true, original: true },
      order: { issuedAt: 'ASC', id: 'ASC' },
      take: 100_000,
    });
    const header = [
      'Number',
      'Type',
      'Date',
      'Original invoice',
      'Recipient',
      'Recipient e-mail',
      'Place of supply',
      'State code',
      'SAC',
      'Rate %',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total',
      'Top-up reference',
      'UTR',
    ];
    const sign = (invoice: Invoice) => (invoice.kind === InvoiceKind.CreditNote ? -1 : 1);
    return csv([
      header,
      ...invoices.map((i) => [
        i.number,
        i.kind === InvoiceKind.Invoice ? 'Tax invoice' : 'Credit note',
        indiaDay(i.issuedAt),
        i.original?.number ?? '',
        i.recipientName,
        i.recipientEmail,
        gstStateName(i.placeOfSupply) ?? '',
        i.placeOfSupply,
        i.sac,
        i.ratePercent,
        ...[i.taxablePaise, i.cgstPaise, i.sgstPaise, i.igstPaise, i.totalPaise].map((paise) => rupees(sign(i) * paise)),
        i.payment.reference ?? '',
        i.payment.transactionId ?? '',
      ]),
    ]);
  }

  /** Refunds made in a month (India time). */
  async refundsCsv(month: string): Promise<string> {
    const { start, end } = monthBounds(month);
    const refunds = await this.ledger.manager.find(Refund, {
      where: { createdAt: Between(start, end) },
      relations: { promotion: { seller: true }, refundedBy: true },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: 100_000,
    });
    return csv([
      ['Date', 'Seller e-mail', 'Ad', 'Ad title', 'Package', 'Price', 'Refunded', 'Scope', 'Reason', 'Admin'],
      ...refunds.map((r) => [
        indiaDay(r.createdAt),
        r.promotion.seller.email,
        r.promotion.adId,
        r.promotion.adTitle,
        r.promotion.packageName ?? '',
        rupees(r.promotion.amountPaise),
        rupees(r.amountPaise),
        r.scope,
        r.reason,
        r.refundedBy?.email ?? '',
      ]),
    ]);
  }
}

/** UTF-8 with a byte order mark, so that spreadsheet programs read ₹ and Devanagari names right. */
const csv = (rows: unknown[][]) => `\uFEFF${stringify(rows)}`;

function pendingByAge(payments: Pick<Payment, 'status' | 'createdAt'>[]): PendingAgeDto {
  const now = Date.now();
  const ages = { underOneDay: 0, oneToThreeDays: 0, threeToSevenDays: 0, overSevenDays: 0, requested: 0 };
  for (const payment of payments) {
    if (payment.status === PaymentStatus.Requested) {
      ages.requested++;
      continue;
    }
    const days = (now - payment.createdAt.getTime()) / DAY_MS;
    if (days < 1) ages.underOneDay++;
    else if (days < 3) ages.oneToThreeDays++;
    else if (days < 7) ages.threeToSevenDays++;
    else ages.overSevenDays++;
  }
  return ages;
}
