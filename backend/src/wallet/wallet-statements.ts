import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify/sync';
import { Between, LessThan, Repository } from 'typeorm';
import { indiaDay, indiaMidnight } from '../common/india-time';
import { requestLanguage } from '../common/texts';
import { SiteSettingsService } from '../site-settings/site-settings.service';
import { User } from '../users/user.entity';
import type { WalletStatementDocument } from './invoices/invoice-document';
import { renderStatementPdf } from './invoices/pdf/statement-pdf';
import { LedgerEntry } from './ledger-entry.entity';
import { walletRefusal } from './wallet-refusals';

const MAX_DAYS = 366;
const rupees = (paise: number) => (paise / 100).toFixed(2);

export interface StatementFile {
  fileName: string;
  type: string;
  body: Buffer;
}

/** A seller's wallet over a period, from the ledger: opening balance, each movement with its ad, closing balance. */
@Injectable()
export class WalletStatements {
  constructor(
    @InjectRepository(LedgerEntry) private readonly ledger: Repository<LedgerEntry>,
    private readonly siteSettings: SiteSettingsService,
  ) {}

  async statement(userId: number, from: string, to: string): Promise<WalletStatementDocument> {
    const start = indiaMidnight(from);
    const end = new Date(indiaMidnight(to).getTime() + 86_400_000 - 1);
    const days = (end.getTime() - start.getTime()) / 86_400_000;
    if (Number.isNaN(days) || days < 0 || days > MAX_DAYS) throw new BadRequestException({ detail: walletRefusal('statementPeriod', { max: String(MAX_DAYS) }) });
    const user = await this.ledger.manager.findOneByOrFail(User, { id: userId });
    const opening = await this.ledger
      .createQueryBuilder('entry')
      .select('COALESCE(SUM(entry.amountPaise), 0)', 'sum')
      .where({ user: { id: userId }, createdAt: LessThan(start) })
      .getRawOne<{ sum: string | number }>();
    const rows = await this.ledger.find({ where: { user: { id: userId }, createdAt: Between(start, end) }, order: { createdAt: 'ASC', id: 'ASC' }, take: 20_000 });
    let balance = Number(opening?.sum ?? 0);
    const openingPaise = balance;
    const entries = rows.map((row) => {
      balance += row.amountPaise;
      return { at: row.createdAt, description: row.description, adId: row.adId, amountPaise: row.amountPaise, balancePaise: balance };
    });
    const settings = await this.siteSettings.get();
    return {
      language: requestLanguage(),
      operatorName: settings.legalEntityName ?? 'Bazaar',
      holder: { name: user.fullName, email: user.email },
      from: start,
      to: end,
      openingPaise,
      closingPaise: balance,
      entries,
      generatedAt: new Date(),
    };
  }

  async file(userId: number, from: string, to: string, format: 'pdf' | 'csv'): Promise<StatementFile> {
    const statement = await this.statement(userId, from, to);
    const fileName = `wallet-${from}-to-${to}.${format}`;
    if (format === 'pdf') return { fileName, type: 'application/pdf', body: await renderStatementPdf(statement) };
    const lines = [
      ['Date', 'Description', 'Ad', 'Credit (INR)', 'Debit (INR)', 'Balance (INR)'],
      [from, 'Opening balance', '', '', '', rupees(statement.openingPaise)],
      ...statement.entries.map((e) => [
        indiaDay(e.at),
        e.description,
        e.adId ?? '',
        e.amountPaise > 0 ? rupees(e.amountPaise) : '',
        e.amountPaise < 0 ? rupees(-e.amountPaise) : '',
        rupees(e.balancePaise),
      ]),
      [to, 'Closing balance', '', '', '', rupees(statement.closingPaise)],
    ];
    // A byte order mark, so that spreadsheet programs read the rupee sign and Hindi titles as UTF-8.
    return { fileName, type: 'text/csv; charset=utf-8', body: Buffer.from(`\uFEFF${stringify(lines)}`) };
  }
}
