import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn, PaiseColumn } from '../database/columns';
import { User } from '../users/user.entity';
import { PaymentStatus } from './payment-status';

/** A seller's claim to have paid a wallet top-up by UPI; credited only when an admin approves it. */
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

  @PaiseColumn()
  amountPaise: number;

  @Column({ length: 100 })
  upiId: string;

  /** The 12-digit UPI reference the payer gives; unique across all payments. */
  @Index('UQ_payments_transaction_id', { unique: true })
  @Column({ length: 12 })
  transactionId: string;

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
