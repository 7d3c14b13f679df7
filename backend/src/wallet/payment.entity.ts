import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn, PaiseColumn } from '../database/columns';
import { User } from '../users/user.entity';
import { PaymentStatus } from './payment-status';

/**
 * A wallet top-up by UPI: requested with a reference that travels in the UPI link, claimed with the payer's UTR, and
 * credited only when an admin approves it, by hand or by importing the bank statement that shows it.
 */
@Entity('payments')
@Index('IDX_payments_status', ['status', 'createdAt'])
@Index('IDX_payments_user', ['user', 'createdAt'])
export class Payment {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_payments_user' })
  user: User;

  @RelationId((payment: Payment) => payment.user)
  userId: number;

  /** What the wallet is credited. */
  @PaiseColumn()
  amountPaise: number;

  /** What the payer pays: the amount, plus GST when the operator's prices exclude tax. */
  @PaiseColumn()
  chargedPaise: number;

  /** Ours, in the UPI link's `tr` and `tn` so that it shows in the bank statement's narration; null before issue 43. */
  @Index('UQ_payments_reference', { unique: true })
  @Column({ type: 'varchar', length: 12, nullable: true })
  reference: string | null;

  /** The state the payer gave for the invoice's place of supply; null: none given. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  billingState: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  upiId: string | null;

  /** The 12-digit UPI reference (UTR) the payer gives or the statement shows; unique across all payments. */
  @Index('UQ_payments_transaction_id', { unique: true })
  @Column({ type: 'varchar', length: 12, nullable: true })
  transactionId: string | null;

  @Column({ type: 'varchar', length: 10, default: PaymentStatus.Pending })
  status: PaymentStatus;

  @CreatedAtColumn()
  createdAt: Date;

  @DateTimeColumn({ nullable: true })
  reviewedAt: Date | null;

  /** The admin who last set the status; never the payer (an admin cannot approve their own top-up). */
  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'reviewedById', foreignKeyConstraintName: 'FK_payments_reviewed_by' })
  reviewedBy: User | null;
}

/** How texts name a top-up: by the payer's UTR, else by our reference (a top-up approved from a statement before the payer gave one). */
export const paymentLabel = (payment: Pick<Payment, 'id' | 'transactionId' | 'reference'>): string => payment.transactionId ?? payment.reference ?? `#${payment.id}`;
