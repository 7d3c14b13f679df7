import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Not, Repository } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors';
import { containsPattern } from '../common/like';
import { applyIdsAndOrder, type ListOptions } from '../common/list-options';
import { toPaise, toRupees } from '../database/columns';
import { TransactionRunner } from '../database/transaction-runner';
import { AddMoneyDto, PaymentDto } from './dto/payment.dto';
import { IdempotentTransactions } from './idempotent-transactions';
import { LedgerEntry } from './ledger-entry.entity';
import { LedgerKind } from './ledger-kind';
import { Payment } from './payment.entity';
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
  upiId: p.upiId,
  transactionId: p.transactionId,
  paymentStatus: p.status,
  createdAt: p.createdAt,
  reviewedAt: p.reviewedAt,
  reviewedBy: p.reviewedBy?.email ?? null,
});

/**
 * Wallet top-ups by UPI. The seller's transaction id is an unverified claim: nothing is credited
 * until an admin approves, approval credits once however often it is repeated, and rejecting an
 * approved payment reverses the credit if the balance still covers it.
 */
@Injectable()
export class PaymentsService {
  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly wallet: WalletService,
    private readonly transactions: TransactionRunner,
    private readonly idempotent: IdempotentTransactions,
    private readonly outbox: Outbox,
  ) {}

  /** Records a claimed top-up as PENDING. With an Idempotency-Key, a retry gets the first answer instead of a 409. */
  async addMoney(userId: number, input: AddMoneyDto, idempotencyKey?: string): Promise<PaymentDto> {
    const duplicate = () => new ConflictException({ detail: walletRefusal('transactionSubmitted'), errors: { transactionId: walletRefusal('alreadySubmitted') } });
    try {
      return await this.idempotent.run({ userId, key: idempotencyKey, request: ['add-money', input] }, async (manager) => {
        if (await manager.existsBy(Payment, { transactionId: input.transactionId })) throw duplicate();
        const { identifiers } = await manager.insert(Payment, { user: { id: userId }, amountPaise: toPaise(input.amount), upiId: input.upiId, transactionId: input.transactionId });
        return this.get(identifiers[0].id, manager);
      });
    } catch (error) {
      // Two submissions of one id at the same moment both pass the check; the unique index stops the second.
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  async list(options: ListOptions<PaymentSortField>, filter: { email?: string; status?: PaymentStatus } = {}): Promise<{ items: PaymentDto[]; total: number }> {
    const q = this.payments.createQueryBuilder('payment').innerJoinAndSelect('payment.user', 'user').leftJoinAndSelect('payment.reviewedBy', 'reviewedBy');
    if (filter.email) q.andWhere("user.email LIKE :email ESCAPE '!'", { email: containsPattern(filter.email) });
    if (filter.status) q.andWhere('payment.status = :status', { status: filter.status });
    const [rows, total] = await applyIdsAndOrder(q, 'payment', options, 'createdAt').skip(options.skip).take(options.take).getManyAndCount();
    return { items: rows.map(toPaymentDto), total };
  }

  async get(id: number, manager: EntityManager = this.payments.manager): Promise<PaymentDto> {
    const payment = await manager.findOne(Payment, { where: { id }, relations: { user: true, reviewedBy: true } });
    if (!payment) throw new NotFoundException({ detail: walletRefusal('paymentNotFound', { id: String(id) }) });
    return toPaymentDto(payment);
  }

  /** The user's latest submitted payments (by submission time). */
  async forUser(userId: number, limit: number): Promise<Payment[]> {
    return this.payments.find({ where: { user: { id: userId } }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
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
      this.payments.countBy({ user: { id: userId } }),
      this.payments.manager.countBy(LedgerEntry, { user: { id: userId }, kind: LedgerKind.TopUp }),
      this.payments.countBy({ user: { id: userId }, status: PaymentStatus.Rejected, reviewedAt: Not(IsNull()) }),
    ]);
    return submitted + approved + rejected;
  }

  /** An admin reviews a top-up; the payer may not review their own (403), whoever they are. */
  async updateStatus(id: number, status: PaymentStatus, reviewerId: number): Promise<PaymentDto> {
    await this.transactions.run(async (manager) => {
      const payment = await this.transactions.lockForUpdate(manager.createQueryBuilder(Payment, 'payment').innerJoinAndSelect('payment.user', 'user').where('payment.id = :id', { id })).getOne();
      if (!payment) throw new NotFoundException({ detail: walletRefusal('paymentNotFound', { id: String(id) }) });
      if (payment.user.id === reviewerId) throw new ForbiddenException({ detail: walletRefusal('ownTopUp') });
      if (payment.status === status) return;
      if (status === PaymentStatus.Pending) throw new ConflictException({ detail: walletRefusal('backToPending') });
      if (status === PaymentStatus.Approved) await this.credit(manager, payment);
      if (status === PaymentStatus.Rejected && payment.status === PaymentStatus.Approved) await this.reverse(manager, payment);
      await manager.update(Payment, { id }, { status, reviewedAt: new Date(), reviewedBy: { id: reviewerId } });
      await this.notify(manager, payment, status);
    });
    return this.get(id);
  }

  /** Mails the payer the review's outcome in their language, in the review's transaction, unless they turned payment mails off. */
  private async notify(manager: EntityManager, payment: Payment, status: PaymentStatus): Promise<void> {
    const { user } = payment;
    if (!user.notifyPayments || user.deletedAt) return;
    const name = user.displayName ?? '';
    const content =
      status === PaymentStatus.Approved
        ? paymentMails.approved(user.language, name, payment, await this.wallet.balancePaise(user.id, manager), this.outbox.link('/myads'))
        : paymentMails.rejected(user.language, name, payment, this.outbox.link('/select-amount'));
    await this.outbox.queue(manager, `payment-${status.toLowerCase()}:${payment.id}`, { userId: user.id, email: user.email }, content, MailTopic.Payments);
  }

  private async credit(manager: EntityManager, payment: Payment): Promise<void> {
    if (await manager.existsBy(LedgerEntry, { payment: { id: payment.id }, kind: LedgerKind.TopUp })) {
      throw new ConflictException({ detail: walletRefusal('creditedBefore') });
    }
    await this.wallet.credit(manager, payment.user.id, payment.amountPaise, { kind: LedgerKind.TopUp, paymentId: payment.id, description: `Wallet top-up by UPI (${payment.transactionId})` });
  }

  private async reverse(manager: EntityManager, payment: Payment): Promise<void> {
    await this.wallet.debit(
      manager,
      payment.user.id,
      payment.amountPaise,
      { kind: LedgerKind.TopUpReversal, paymentId: payment.id, description: `Top-up ${payment.transactionId} rejected after approval` },
      walletRefusal('alreadySpent', { amount: String(toRupees(payment.amountPaise)) }),
    );
  }
}
