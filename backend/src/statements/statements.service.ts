import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { Between, EntityManager, In, Repository } from 'typeorm';
import { AuditEntry } from '../audit/audit-entry.entity';
import type { AuthUser } from '../common/auth/auth.decorators';
import { isUniqueViolation } from '../common/db-errors';
import { addDays, indiaDay, indiaMidnight } from '../common/india-time';
import { formatRupees, toRupees } from '../database/columns';
import { TransactionRunner } from '../database/transaction-runner';
import type { PaymentDto } from '../wallet/dto/payment.dto';
import { Payment } from '../wallet/payment.entity';
import { PaymentStatus } from '../wallet/payment-status';
import { PaymentsService, REFERENCE_PATTERN, toPaymentDto } from '../wallet/payments.service';
import type {
  CreateStatementPresetDto,
  StatementImportSummaryDto,
  ImportStatementDto,
  MatchStatementLineDto,
  StatementColumnsDto,
  StatementImportDto,
  StatementLineDto,
  StatementPresetDto,
  StatementPreviewDto,
} from './dto/statement.dto';
import { daysBetween, parseStatementAmount, parseStatementDate } from './statement-dates';
import { cellText, findHeaderRow, readStatementFile, type StatementRows } from './statement-file';
import { StatementImport } from './statement-import.entity';
import { StatementLine } from './statement-line.entity';
import { StatementLineStatus } from './statement-line-status';
import { StatementPreset } from './statement-preset.entity';
import { statementRefusal, type StatementRefusalKey } from './statement-refusals';

/** A credit is looked for from the day before its top-up was requested (a clock off by a day) to this many days after. */
export const MATCH_WINDOW_DAYS = 10;
const PREVIEW_ROWS = 8;

interface Credit {
  lineNo: number;
  lineKey: string;
  bookedOn: string;
  narration: string;
  bankReference: string | null;
  amountPaise: number;
}

const toPresetDto = ({ createdAt: _createdAt, ...preset }: StatementPreset): StatementPresetDto => preset;

/**
 * Bank statement reconciliation (issue 43): an admin uploads the bank's CSV or XLSX export; each credit is kept once
 * (by a hash of its contents) and matched to a top-up by our reference or the UTR in its narration, its amount and
 * its date. A match approves the top-up through PaymentsService, in the line's own transaction, so the ledger, the
 * mail, the invoice and the audit entry are those of a manual approval, and importing a statement again approves nothing twice.
 */
@Injectable()
export class StatementsService {
  constructor(
    @InjectRepository(StatementLine) private readonly lines: Repository<StatementLine>,
    @InjectRepository(StatementPreset) private readonly presets: Repository<StatementPreset>,
    private readonly transactions: TransactionRunner,
    private readonly payments: PaymentsService,
  ) {}

  async preview(bytes: Buffer): Promise<StatementPreviewDto> {
    const rows = await readStatementFile(bytes);
    const header = findHeaderRow(rows);
    if (header < 0) return { columns: [], rows: [] };
    const columns = rows[header].map(cellText);
    return { columns, rows: rows.slice(header + 1, header + 1 + PREVIEW_ROWS).map((row) => columns.map((_, i) => cellText(row[i]))) };
  }

  async listPresets(): Promise<StatementPresetDto[]> {
    return (await this.presets.find({ order: { name: 'ASC' }, take: 200 })).map(toPresetDto);
  }

  async createPreset(input: CreateStatementPresetDto): Promise<StatementPresetDto> {
    try {
      const { identifiers } = await this.transactions.run((manager) => manager.insert(StatementPreset, { ...input, referenceColumn: input.referenceColumn || null }));
      return toPresetDto(await this.presets.findOneByOrFail({ id: identifiers[0].id }));
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException({ detail: statementRefusal('presetNameTaken'), errors: { name: statementRefusal('presetNameTaken') } });
      throw error;
    }
  }

  async removePreset(id: number): Promise<void> {
    const { affected } = await this.transactions.run((manager) => manager.delete(StatementPreset, { id }));
    if (!affected) throw new NotFoundException({ detail: statementRefusal('presetNotFound', { id: String(id) }) });
  }

  /** Imports a statement: every credit line kept once, matched and, where it fits, its top-up approved. */
  async import(admin: AuthUser, fileName: string, bytes: Buffer, input: ImportStatementDto): Promise<StatementImportDto> {
    const columns = await this.columnsFor(input);
    const credits = creditsOf(await readStatementFile(bytes), columns);
    if (input.saveAs) await this.createPreset({ ...columns, name: input.saveAs });
    // Every write in a transaction of its own: on SQLite's one connection a plain one would join whichever is open.
    const { identifiers } = await this.transactions.run((manager) =>
      manager.insert(StatementImport, { fileName: fileName.slice(0, 200), importedBy: { id: admin.id }, credits: credits.length, newCredits: 0, approved: 0 }),
    );
    const importId: number = identifiers[0].id;
    let newCredits = 0;
    let approved = 0;
    for (const credit of credits) {
      if (await this.lines.existsBy({ lineKey: credit.lineKey })) continue;
      try {
        const outcome = await this.transactions.run((manager) => this.record(manager, importId, credit, admin));
        newCredits++;
        if (outcome === 'approved') approved++;
      } catch (error) {
        // The same line, imported at this moment by another upload, was kept by it.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    await this.transactions.run((manager) => manager.update(StatementImport, { id: importId }, { newCredits, approved }));
    return this.result(importId, credits);
  }

  /** The latest imports, newest first (at most 100), without their lines. */
  async listImports(): Promise<StatementImportSummaryDto[]> {
    const imports = await this.lines.manager.find(StatementImport, { relations: { importedBy: true }, order: { createdAt: 'DESC', id: 'DESC' }, take: 100 });
    return imports.map(({ id, fileName, createdAt, importedBy, credits, newCredits, approved }) => ({ id, fileName, createdAt, importedBy: importedBy?.email ?? null, credits, newCredits, approved }));
  }

  /** An earlier import's result: the lines it saw first, as they stand now. */
  async get(id: number): Promise<StatementImportDto> {
    if (!(await this.lines.manager.existsBy(StatementImport, { id }))) throw new NotFoundException({ detail: statementRefusal('importNotFound', { id: String(id) }) });
    return this.result(id, await this.lines.find({ where: { import: { id } }, select: { id: true, lineKey: true, bookedOn: true }, take: 50_000 }));
  }

  /** Lines across all imports, oldest first; by default those still waiting for an admin (UNKNOWN and MISMATCH). */
  async listLines(status?: StatementLineStatus): Promise<StatementLineDto[]> {
    const lines = await this.lines.find({
      where: { status: status ?? In([StatementLineStatus.Unknown, StatementLineStatus.Mismatch]) },
      relations: { payment: { user: true, reviewedBy: true }, suggestedPayment: { user: true, reviewedBy: true } },
      order: { bookedOn: 'ASC', id: 'ASC' },
      take: 1000,
    });
    return lines.map(toLineDto);
  }

  /** An admin says which top-up an UNKNOWN or MISMATCH credit paid: it is approved (for what arrived, if told so). */
  async match(admin: AuthUser, lineId: number, input: MatchStatementLineDto): Promise<StatementLineDto> {
    await this.transactions.run(async (manager) => {
      const line = await this.lockOpenLine(manager, lineId);
      const payment = await this.payments.lock(manager, input.paymentId);
      if (await manager.existsBy(StatementLine, { payment: { id: payment.id } })) throw new ConflictException({ detail: statementRefusal('paymentMatched') });
      if (payment.chargedPaise !== line.amountPaise) {
        if (!input.creditReceived) throw new ConflictException({ detail: statementRefusal('amount', { credited: formatRupees(line.amountPaise), charged: formatRupees(payment.chargedPaise) }) });
        // Prices that exclude tax keep their proportion: the wallet gets the part of what arrived that is not GST.
        const amountPaise = Math.round((line.amountPaise * payment.amountPaise) / payment.chargedPaise);
        await manager.update(Payment, { id: payment.id }, { chargedPaise: line.amountPaise, amountPaise });
      }
      const before = payment.status;
      if ((await this.payments.approveFromStatement(manager, payment.id, admin.id, utrsIn(line)[0] ?? null)) === 'approved') await this.audit(manager, admin, payment.id, before, line);
      await manager.update(
        StatementLine,
        { id: line.id },
        { status: StatementLineStatus.Matched, payment: { id: payment.id }, reason: null, note: input.note ?? null, resolvedAt: new Date(), resolvedBy: { id: admin.id } },
      );
    });
    return this.lineDto(lineId);
  }

  /** An admin says an UNKNOWN or MISMATCH credit is not a top-up. */
  async ignore(admin: AuthUser, lineId: number, note: string): Promise<StatementLineDto> {
    await this.transactions.run(async (manager) => {
      const line = await this.lockOpenLine(manager, lineId);
      await manager.update(StatementLine, { id: line.id }, { status: StatementLineStatus.Ignored, note, resolvedAt: new Date(), resolvedBy: { id: admin.id } });
    });
    return this.lineDto(lineId);
  }

  private async lockOpenLine(manager: EntityManager, id: number): Promise<StatementLine> {
    const line = await this.transactions.lockForUpdate(manager.createQueryBuilder(StatementLine, 'line').where('line.id = :id', { id })).getOne();
    if (!line) throw new NotFoundException({ detail: statementRefusal('lineNotFound', { id: String(id) }) });
    if (line.status !== StatementLineStatus.Unknown && line.status !== StatementLineStatus.Mismatch) throw new ConflictException({ detail: statementRefusal('lineSettled') });
    return line;
  }

  private async columnsFor(input: ImportStatementDto): Promise<StatementColumnsDto> {
    if (input.presetId) {
      const preset = await this.presets.findOneBy({ id: input.presetId });
      if (!preset) throw new NotFoundException({ detail: statementRefusal('presetNotFound', { id: String(input.presetId) }) });
      return preset;
    }
    const { dateColumn, narrationColumn, referenceColumn, creditColumn, dateFormat } = input;
    if (!dateColumn || !narrationColumn || !creditColumn || !dateFormat) throw new BadRequestException({ detail: statementRefusal('mappingMissing') });
    return { dateColumn, narrationColumn, referenceColumn: referenceColumn || null, creditColumn, dateFormat };
  }

  /** Keeps one new credit line and matches it, in its transaction. */
  private async record(manager: EntityManager, importId: number, credit: Credit, admin: AuthUser): Promise<'approved' | 'kept'> {
    const { lineNo, lineKey, bookedOn, narration, bankReference, amountPaise } = credit;
    const { identifiers } = await manager.insert(StatementLine, { import: { id: importId }, lineNo, lineKey, bookedOn, narration, bankReference, amountPaise, status: StatementLineStatus.Unknown });
    const lineId: number = identifiers[0].id;
    const candidate = await this.candidate(manager, credit);
    if (!candidate) return 'kept';
    const payment = await this.payments.lock(manager, candidate.id);
    const reason = await this.misfit(manager, payment, credit, admin);
    if (reason) {
      await manager.update(StatementLine, { id: lineId }, { status: StatementLineStatus.Mismatch, suggestedPayment: { id: payment.id }, reason });
      return 'kept';
    }
    const before = payment.status;
    const outcome = await this.payments.approveFromStatement(manager, payment.id, admin.id, utrsIn(credit)[0] ?? null);
    if (outcome === 'approved') await this.audit(manager, admin, payment.id, before, { id: lineId, importId, lineNo });
    await manager.update(StatementLine, { id: lineId }, { status: StatementLineStatus.Matched, payment: { id: payment.id } });
    return outcome === 'approved' ? 'approved' : 'kept';
  }

  /** The top-up a credit names: by our reference first, else by a UTR. */
  private async candidate(manager: EntityManager, credit: Pick<Credit, 'narration' | 'bankReference'>): Promise<Payment | null> {
    const references = referencesIn(credit);
    const utrs = utrsIn(credit);
    if (references.length) {
      const byReference = await manager.findOne(Payment, { where: { reference: In(references) }, order: { id: 'ASC' } });
      if (byReference) return byReference;
    }
    return utrs.length ? manager.findOne(Payment, { where: { transactionId: In(utrs) }, order: { id: 'ASC' } }) : null;
  }

  /** Why this credit cannot approve this (locked) top-up on its own, or null when it can. */
  private async misfit(manager: EntityManager, payment: Payment, credit: Credit, admin: AuthUser): Promise<StatementRefusalKey | null> {
    if (payment.status === PaymentStatus.Rejected) return 'rejected';
    if (await manager.existsBy(StatementLine, { payment: { id: payment.id } })) return 'duplicate';
    if (payment.chargedPaise !== credit.amountPaise) return 'amount';
    const requestedOn = indiaDay(payment.createdAt);
    if (daysBetween(requestedOn, credit.bookedOn) < -1 || daysBetween(requestedOn, credit.bookedOn) > MATCH_WINDOW_DAYS) return 'date';
    if (payment.user.id === admin.id) return 'ownTopUp';
    return null;
  }

  /** The approval, in the audit log as a payment's review, naming the statement line it came from. */
  private async audit(manager: EntityManager, admin: AuthUser, paymentId: number, before: PaymentStatus, line: { id: number; importId: number; lineNo: number }): Promise<void> {
    await manager.insert(AuditEntry, {
      admin: { id: admin.id },
      adminEmail: admin.email,
      kind: 'payment',
      action: 'POST /api/admin/statements',
      targetId: paymentId,
      before: JSON.stringify({ status: before }),
      after: JSON.stringify({ status: PaymentStatus.Approved, statementImport: line.importId, statementLine: line.lineNo }),
    });
  }

  private async lineDto(id: number): Promise<StatementLineDto> {
    const line = await this.lines.findOneOrFail({ where: { id }, relations: { payment: { user: true, reviewedBy: true }, suggestedPayment: { user: true, reviewedBy: true } } });
    return toLineDto(line);
  }

  /** The lines with these keys as they stand now, and the top-ups of the statement's period that no credit paid. */
  private async result(importId: number, credits: Pick<Credit, 'lineKey' | 'bookedOn'>[]): Promise<StatementImportDto> {
    const found = await this.lines.manager.findOneOrFail(StatementImport, { where: { id: importId }, relations: { importedBy: true } });
    const lines: StatementLine[] = [];
    for (let i = 0; i < credits.length; i += 500) {
      const keys = credits.slice(i, i + 500).map((credit) => credit.lineKey);
      lines.push(...(await this.lines.find({ where: { lineKey: In(keys) }, relations: { payment: { user: true, reviewedBy: true }, suggestedPayment: { user: true, reviewedBy: true } } })));
    }
    lines.sort((a, b) => a.bookedOn.localeCompare(b.bookedOn) || a.id - b.id);
    const days = credits.map((credit) => credit.bookedOn).sort();
    let unpaid: PaymentDto[] = [];
    if (days.length) {
      const from = addDays(indiaMidnight(days[0]), -MATCH_WINDOW_DAYS);
      const to = addDays(indiaMidnight(days[days.length - 1]), 1);
      const suggested = new Set(lines.map((line) => line.suggestedPaymentId));
      const waiting = await this.lines.manager.find(Payment, {
        where: { status: In([PaymentStatus.Requested, PaymentStatus.Pending]), createdAt: Between(from, to) },
        relations: { user: true, reviewedBy: true },
        order: { createdAt: 'ASC' },
        take: 1000,
      });
      unpaid = waiting.filter((payment) => !suggested.has(payment.id)).map(toPaymentDto);
    }
    return {
      id: found.id,
      fileName: found.fileName,
      createdAt: found.createdAt,
      importedBy: found.importedBy?.email ?? null,
      credits: found.credits,
      newCredits: found.newCredits,
      approved: found.approved,
      lines: lines.map(toLineDto),
      unpaid,
    };
  }
}

const textOf = (credit: Pick<Credit, 'narration' | 'bankReference'>) => `${credit.narration} ${credit.bankReference ?? ''}`.toUpperCase();
const unique = (values: string[]) => [...new Set(values)];

/** Our top-up references in a credit's narration and reference. */
export const referencesIn = (credit: Pick<Credit, 'narration' | 'bankReference'>) => unique(textOf(credit).match(REFERENCE_PATTERN) ?? []);

/** The 12-digit numbers (UPI references) in a credit's narration and reference. */
export const utrsIn = (credit: Pick<Credit, 'narration' | 'bankReference'>) => unique(textOf(credit).match(/(?<!\d)\d{12}(?!\d)/g) ?? []);

/** The statement's credit lines under its header, each with its key; debits, totals and footers are passed over. */
function creditsOf(rows: StatementRows, columns: StatementColumnsDto): Credit[] {
  const wanted = [columns.dateColumn, columns.narrationColumn, columns.creditColumn, ...(columns.referenceColumn ? [columns.referenceColumn] : [])];
  const header = findHeaderRow(rows, wanted);
  if (header < 0) {
    const guess = findHeaderRow(rows);
    const names = guess < 0 ? [] : rows[guess].map((cell) => cellText(cell).toLowerCase());
    const missing = wanted.filter((name) => !names.includes(name.trim().toLowerCase()));
    throw new BadRequestException({
      detail: guess < 0 ? statementRefusal('noHeader') : statementRefusal('columnsMissing', { columns: (missing.length ? missing : wanted).map((name) => `"${name}"`).join(', ') }),
    });
  }
  const names = rows[header].map((cell) => cellText(cell).toLowerCase());
  const at = (name: string | null | undefined) => (name ? names.indexOf(name.trim().toLowerCase()) : -1);
  const [date, narration, credit, reference] = [at(columns.dateColumn), at(columns.narrationColumn), at(columns.creditColumn), at(columns.referenceColumn)];
  const seen = new Map<string, number>();
  const credits: Credit[] = [];
  rows.slice(header + 1).forEach((row, i) => {
    const bookedOn = parseStatementDate(row[date] ?? null, columns.dateFormat);
    const amountPaise = parseStatementAmount(row[credit] ?? null);
    if (!bookedOn || !amountPaise) return;
    const line = { bookedOn, narration: cellText(row[narration]).slice(0, 300), bankReference: reference >= 0 ? cellText(row[reference]).slice(0, 100) || null : null, amountPaise };
    const identity = JSON.stringify(line);
    const rank = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, rank);
    credits.push({ ...line, lineNo: header + i + 2, lineKey: createHash('sha256').update(`${identity}#${rank}`).digest('hex') });
  });
  return credits;
}

function toLineDto(line: StatementLine): StatementLineDto {
  const payment = line.payment ?? line.suggestedPayment;
  return {
    id: line.id,
    importId: line.importId,
    lineNo: line.lineNo,
    bookedOn: line.bookedOn,
    narration: line.narration,
    bankReference: line.bankReference,
    amount: toRupees(line.amountPaise),
    status: line.status,
    reason: line.reason ? reasonText(line, line.reason) : null,
    note: line.note,
    payment: payment ? toPaymentDto(payment) : null,
  };
}

function reasonText(line: StatementLine, reason: StatementRefusalKey): string {
  const payment = line.suggestedPayment;
  if (reason === 'amount' && payment) return statementRefusal('amount', { credited: formatRupees(line.amountPaise), charged: formatRupees(payment.chargedPaise) });
  if (reason === 'date' && payment) {
    const requestedOn = indiaDay(payment.createdAt);
    const shift = (days: number) => indiaDay(addDays(indiaMidnight(requestedOn), days));
    return statementRefusal('date', { bookedOn: line.bookedOn, from: shift(-1), to: shift(MATCH_WINDOW_DAYS) });
  }
  return statementRefusal(reason);
}
