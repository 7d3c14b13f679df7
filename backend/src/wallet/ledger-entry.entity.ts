import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { CreatedAtColumn, PaiseColumn } from '../database/columns';
import { User } from '../users/user.entity';
import { Payment } from './payment.entity';
import { LedgerKind } from './ledger-kind';

/**
 * One movement of a seller's wallet: credits positive, debits negative; the balance is their sum.
 * (paymentId, kind) is unique, so a payment can be credited and reversed at most once each.
 */
@Entity('ledger_entries')
@Index('IDX_ledger_entries_user', ['user', 'createdAt'])
@Index('UQ_ledger_entries_payment_kind', ['payment', 'kind'], { unique: true })
export class LedgerEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_ledger_entries_user' })
  user: User;

  @RelationId((entry: LedgerEntry) => entry.user)
  userId: number;

  @PaiseColumn()
  amountPaise: number;

  @Column({ type: 'varchar', length: 20 })
  kind: LedgerKind;

  @ManyToOne(() => Payment, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'paymentId', foreignKeyConstraintName: 'FK_ledger_entries_payment' })
  payment: Payment | null;

  @RelationId((entry: LedgerEntry) => entry.payment)
  paymentId: number | null;

  /** The ad a promotion was bought for (no foreign key: the record outlives a deleted ad). */
  @Column({ type: 'int', nullable: true })
  adId: number | null;

  @Column({ length: 200 })
  description: string;

  @CreatedAtColumn()
  createdAt: Date;
}
