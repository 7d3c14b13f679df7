import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { EntityManager, IsNull, MoreThan, Not, Repository } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors';
import { containsPattern } from '../common/like';
import { applyIdsAndOrder, type ListOptions } from '../common/list-options';
import { toPaise, toRupees } from '../database/columns';
import { TransactionRunner } from '../database/transaction-runner';
import { AddMoneyDto, PaymentDto, TopUpRequestDto, TopUpRequestInput } from './dto/payment.dto';
import { invoiceText } from './invoices/invoice-texts';
import type { Invoice } from './invoices/invoice.entity';
import { InvoicesService } from './invoices/invoices.service';
import { QrCodesService } from './qr-codes.service';
import { IdempotentTransactions } from './idempotent-transactions';
import { LedgerEntry } from './ledger-entry.entity';
import { LedgerKind } from './ledger-kind';
import { Payment, paymentLabel } from './payment.entity';
import { PaymentStatus } from './payment-status';
import { WalletService } from './wallet.service';
import { Outbox } from '../mail/outbox';
import { MailTopic } from '../mail/unsubscribe-links';
import { paymentMails } from './payment-mails';
import { walletRefusal } from './wallet-refusals';

/** An admin's decision on a payment, as the seller's activity shows it. */
export interface PaymentReview {
  payment: Payment;
  status: PaymentStatus.Approved | PaymentStatus.Rejected;
  at: Date;
}

export const PAYMENT_SORT_FIELDS = ['id', 'createdAt', 'amountPaise', 'status', 'reviewedAt'] as const;
export type PaymentSortField = (typeof PAYMENT_SORT_FIELDS)[number];

export const toPaymentDto = (p: Payment): PaymentDto => ({
  id: p.id,
  email: p.user.email,
  username: p.user.fullName,
  amount: toRupees(p.amountPaise),
  charged: toRupees(p.chargedPaise),
  reference: p.reference,
  billingState: p.billingState,
  upiId: p.upiId,
  transactionId: p.transactionId,
  paymentStatus: p.status,
  createdAt: p.createdAt,
  reviewedAt: p.reviewedAt,
  reviewedBy: p.reviewedBy?.email ?? null,
});

/** Crockford's base 32: no I, L, O or U, so a reference read aloud or typed from a statement is not misread. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PATTERN = /BZ[0-9A-HJKMNP-TV-Z]{8}/g;
const newReference = () => `BZ${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(32)]).join('')}`;

/** A requested top-up is offered again, rather than a new reference, for this long (a seller reloading the QR page). */
const REQUEST_REUSE_HOURS = 24;

/** How the approval came: by an admin's click, or by a bank statement's line (recorded on the line). */
export type ApprovalOutcome = 'approved' | 'alreadyApproved';

/**
 * Wallet top-ups by UPI. A top-up is requested with a reference that travels in the UPI link, then claimed with the
 * payer's UTR. Nothing is credited until an admin approves, by hand or by importing the bank statement; approval
 * credits once however often it is repeated, and rejecting an approved payment reverses the credit if the balance
 * still covers it. Each approval issues a GST invoice and each reversal its credit note, when the operator is registered.
 */
@Injectable()
export class PaymentsService {
  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly wallet: WalletService,
    private readonly transactions: TransactionRunner,
    private readonly idempotent: IdempotentTransactions,
    private readonly outbox: Outbox,
    private readonly invoices: InvoicesService,
    private readonly qrCodes: QrCodesService,
  ) {}

  /**
   * A top-up about to be paid: its reference and the UPI link carrying it with the amount to pay. The same request,
   * unpaid and recent, is offered again rather than a new one, so a reloaded QR page leaves no trail of requests.
   */
  async requestTopUp(userId: number, input: TopUpRequestInput): Promise<TopUpRequestDto> {
    const payee = await this.qrCodes.active();
    const amountPaise = toPaise(input.amount);
    const billingState = input.billingState ?? null;
    const chargedPaise = await this.invoices.chargeFor(amountPaise, billingState);
    const since = new Date(Date.now() - REQUEST_REUSE_HOURS * 3600_000);
    const payment = await this.transactions.run(async (manager) => {
      await this.wallet.lock(manager, userId);
      const open = await manager.findOne(Payment, {
        where: { user: { id: userId }, status: PaymentStatus.Requested, amountPaise, chargedPaise, billingState: billingState ?? IsNull(), createdAt: MoreThan(since) },
        order: { id: 'DESC' },
      });
      if (open) return open;
      const { identifiers } = await manager.insert(Payment, { user: { id: userId }, status: PaymentStatus.Requested, amountPaise, chargedPaise, billingState, reference: newReference() });
      return manager.findOneByOrFail(Payment, { id: identifiers[0].id });
    });
    const reference = payment.reference!;
    const uri = `${payee.upiUri}&am=${(payment.chargedPaise / 100).toFixed(2)}&tr=${reference}&tn=${encodeURIComponent(`Bazaar top-up ${reference}`)}`;
    return {
      id: payment.id,
      reference,
      amount: toRupees(payment.amountPaise),
      charged: toRupees(payment.chargedPaise),
      billingState: payment.billingState,
      upiUri: uri,
      payeeName: payee.payeeName,
      upiId: payee.upiId,
    };
  }

  /**
   * Records the payer's UTR: on their requested top-up when `reference` names one (it becomes PENDING), else as a new
   * PENDING top-up. With an Idempotency-Key, a retry gets the first answer instead of a 409.
   */
  async addMoney(userId: number, input: AddMoneyDto, idempotencyKey?: string): Promise<PaymentDto> {
    const duplicate = () => new ConflictException({ detail: walletRefusal('transactionSubmitted'), errors: { transactionId: walletRefusal('alreadySubmitted') } });
    const amountPaise = toPaise(input.amount);
    const chargedPaise = input.reference ? 0 : await this.invoices.chargeFor(amountPaise, null);
    try {
      return await this.idempotent.run({ userId, key: idempotencyKey, request: ['add-money', input] }, async (manager) => {
        const requested = input.reference ? await this.lockRequested(manager, userId, input.reference) : null;
        if (requested && requested.status !== PaymentStatus.Requested) {
          // Already claimed, or approved from the statement before the payer came back: the same UTR is a retry.
          if (requested.transactionId === input.transactionId) return toPaymentDto(requested);
          throw new ConflictException({ detail: walletRefusal('referenceClaimed') });
        }
        if (await manager.existsBy(Payment, { transactionId: input.transactionId })) throw duplicate();
        if (requested) {
          if (requested.amountPaise !== amountPaise) throw new ConflictException({ detail: walletRefusal('amountChanged', { amount: String(toRupees(requested.amountPaise)) }) });
          await manager.update(Payment, { id: requested.id }, { status: PaymentStatus.Pending, upiId: input.upiId, transactionId: input.transactionId });
          return this.get(requested.id, manager);
        }
        const { identifiers } = await manager.insert(Payment, { user: { id: userId }, amountPaise, chargedPaise, reference: newReference(), upiId: input.upiId, transactionId: input.transactionId });
        return this.get(identifiers[0].id, manager);
      });
    } catch (error) {
      // Two submissions of one id at the same moment both pass the check; the unique index stops the second.
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  private async lockRequested(manager: EntityManager, userId: number, reference: string): Promise<Payment> {
    const payment = await this.transactions
      .lockForUpdate(manager.createQueryBuilder(Payment, 'payment').innerJoinAndSelect('payment.user', 'user').where('payment.reference = :reference AND user.id = :userId', { reference, userId }))
      .getOne();
    if (!payment) throw new NotFoundException({ detail: walletRefusal('referenceNotFound', { reference }) });
    return payment;
  }

  async list(options: ListOptions<PaymentSortField>, filter: { email?: string; status?: PaymentStatus } = {}): Promise<{ items: PaymentDto[]; total: number }> {
    const q = this.payments.createQueryBuilder('payment').innerJoinAndSelect('payment.user', 'user').leftJoinAndSelect('payment.reviewedBy', 'reviewedBy');
    // The console's search box: part of the payer's e-mail, or a top-up's reference or UTR as a bank narration shows it.
    if (filter.email)
      q.andWhere("(user.email LIKE :email ESCAPE '!' OR payment.reference = :exact OR payment.transactionId = :exact)", {
        email: containsPattern(filter.email),
        exact: filter.email.trim().toUpperCase(),
      });
    if (filter.status) q.andWhere('payment.status = :status', { status: filter.status });
    const [rows, total] = await applyIdsAndOrder(q, 'payment', options, 'createdAt').skip(options.skip).take(options.take).getManyAndCount();
    return { items: rows.map(toPaymentDto), total };
  }

  async get(id: number, manager: EntityManager = this.payments.manager): Promise<PaymentDto> {
    const payment = await manager.findOne(Payment, { where: { id }, relations: { user: true, reviewedBy: true } });
    if (!payment) throw new NotFoundException({ detail: walletRefusal('paymentNotFound', { id: String(id) }) });
    return toPaymentDto(payment);
  }

  /** The user's latest submitted payments (by submission time); a requested top-up nobody claimed is not one. */
  async forUser(userId: number, limit: number): Promise<Payment[]> {
    return this.payments.find({ where: { user: { id: userId }, transactionId: Not(IsNull()) }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  /**
   * The user's latest reviews of their payments, newest first: each approval (its credit in the ledger,
   * kept when a later rejection reverses it) and each rejection (the payment's status and review time).
   */
  async reviewsForUser(userId: number, limit: number): Promise<PaymentReview[]> {
    const [credits, rejected] = await Promise.all([
      this.payments.manager.find(LedgerEntry, { where: { user: { id: userId }, kind: LedgerKind.TopUp }, relations: { payment: true }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit }),
      this.payments.find({ where: { user: { id: userId }, status: PaymentStatus.Rejected, reviewedAt: Not(IsNull()) }, order: { reviewedAt: 'DESC', id: 'DESC' }, take: limit }),
    ]);
    return [
      ...credits.flatMap((entry) => (entry.payment ? [{ payment: entry.payment, status: PaymentStatus.Approved as const, at: entry.createdAt }] : [])),
      ...rejected.map((payment) => ({ payment, status: PaymentStatus.Rejected as const, at: payment.reviewedAt! })),
    ];
  }

  /** How many activity events the user's payments make: one per submission, approval and rejection. */
  async activityCount(userId: number): Promise<number> {
    const [submitted, approved, rejected] = await Promise.all([
      this.payments.countBy({ user: { id: userId }, transactionId: Not(IsNull()) }),
      this.payments.manager.countBy(LedgerEntry, { user: { id: userId }, kind: LedgerKind.TopUp }),
      this.payments.countBy({ user: { id: userId }, status: PaymentStatus.Rejected, reviewedAt: Not(IsNull()) }),
    ]);
    return submitted + approved + rejected;
  }

  /** An admin reviews a top-up; the payer may not review their own (403), whoever they are. */
  async updateStatus(id: number, status: PaymentStatus, reviewerId: number): Promise<PaymentDto> {
    await this.transactions.run(async (manager) => {
      const payment = await this.lock(manager, id);
      if (payment.user.id === reviewerId) throw new ForbiddenException({ detail: walletRefusal('ownTopUp') });
      if (payment.status === status) return;
      if (status === PaymentStatus.Pending || status === PaymentStatus.Requested) throw new ConflictException({ detail: walletRefusal('backToPending') });
      await this.review(manager, payment, status, reviewerId);
    });
    return this.get(id);
  }

  /**
   * Approves a top-up because a bank statement shows its money, inside the caller's transaction (which records the
   * statement line). A UTR read from the statement is kept when the payer gave none. Refusals are thrown as by
   * updateStatus; an already approved top-up is left as it is.
   */
  async approveFromStatement(manager: EntityManager, id: number, reviewerId: number, utr: string | null): Promise<ApprovalOutcome> {
    const payment = await this.lock(manager, id);
    if (payment.user.id === reviewerId) throw new ForbiddenException({ detail: walletRefusal('ownTopUp') });
    if (payment.status === PaymentStatus.Approved) return 'alreadyApproved';
    if (!payment.transactionId && utr && !(await manager.existsBy(Payment, { transactionId: utr }))) {
      await manager.update(Payment, { id }, { transactionId: utr });
      payment.transactionId = utr;
    }
    await this.review(manager, payment, PaymentStatus.Approved, reviewerId);
    return 'approved';
  }

  /** The top-up, locked until the transaction ends, with its payer. */
  async lock(manager: EntityManager, id: number): Promise<Payment> {
    const payment = await this.transactions.lockForUpdate(manager.createQueryBuilder(Payment, 'payment').innerJoinAndSelect('payment.user', 'user').where('payment.id = :id', { id })).getOne();
    if (!payment) throw new NotFoundException({ detail: walletRefusal('paymentNotFound', { id: String(id) }) });
    return payment;
  }

  private async review(manager: EntityManager, payment: Payment, status: PaymentStatus.Approved | PaymentStatus.Rejected, reviewerId: number): Promise<void> {
    const invoice = status === PaymentStatus.Approved ? await this.credit(manager, payment) : null;
    if (status === PaymentStatus.Rejected && payment.status === PaymentStatus.Approved) await this.reverse(manager, payment);
    await manager.update(Payment, { id: payment.id }, { status, reviewedAt: new Date(), reviewedBy: { id: reviewerId } });
    await this.notify(manager, payment, status, invoice);
  }

  /** Mails the payer the review's outcome in their language, in the review's transaction, unless they turned payment mails off. */
  private async notify(manager: EntityManager, payment: Payment, status: PaymentStatus, invoice: Invoice | null): Promise<void> {
    const { user } = payment;
    if (!user.notifyPayments || user.deletedAt) return;
    const name = user.displayName ?? '';
    const content =
      status === PaymentStatus.Approved
        ? paymentMails.approved(
            user.language,
            name,
            payment,
            await this.wallet.balancePaise(user.id, manager),
            this.outbox.link('/myads'),
            invoice ? { number: invoice.number, url: this.outbox.link('/activity') } : undefined,
          )
        : paymentMails.rejected(user.language, name, payment, this.outbox.link('/select-amount'));
    await this.outbox.queue(manager, `payment-${status.toLowerCase()}:${payment.id}`, { userId: user.id, email: user.email }, content, MailTopic.Payments);
  }

  /** Credits the top-up and issues its invoice (null while the operator has no GST registration). */
  private async credit(manager: EntityManager, payment: Payment): Promise<Invoice | null> {
    if (await manager.existsBy(LedgerEntry, { payment: { id: payment.id }, kind: LedgerKind.TopUp })) {
      throw new ConflictException({ detail: walletRefusal('creditedBefore') });
    }
    await this.wallet.credit(manager, payment.user.id, payment.amountPaise, { kind: LedgerKind.TopUp, paymentId: payment.id, description: `Wallet top-up by UPI (${paymentLabel(payment)})` });
    return this.invoices.issueFor(manager, payment, payment.user);
  }

  private async reverse(manager: EntityManager, payment: Payment): Promise<void> {
    await this.wallet.debit(
      manager,
      payment.user.id,
      payment.amountPaise,
      { kind: LedgerKind.TopUpReversal, paymentId: payment.id, description: `Top-up ${paymentLabel(payment)} rejected after approval` },
      walletRefusal('alreadySpent', { amount: String(toRupees(payment.amountPaise)) }),
    );
    await this.invoices.creditNoteFor(manager, payment, invoiceText('en', 'reversed'));
  }
}
