import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { DateTimeColumn, PaiseColumn } from '../database/columns';
import { User } from '../users/user.entity';
import { Payment } from '../wallet/payment.entity';
import { StatementImport } from './statement-import.entity';
import { StatementLineStatus } from './statement-line-status';
import type { StatementRefusalKey } from './statement-refusals';

/**
 * One credit of a bank statement, kept once however often statements holding it are imported: `lineKey` is a hash
 * of its date, amount, narration and reference (and its rank among identical lines of one file).
 */
@Entity('statement_lines')
@Index('IDX_statement_lines_status', ['status', 'bookedOn'])
export class StatementLine {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => StatementImport, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'importId', foreignKeyConstraintName: 'FK_statement_lines_import' })
  import: StatementImport;

  @RelationId((line: StatementLine) => line.import)
  importId: number;

  /** Its row in the file, counting the header as 1. */
  @Column({ type: 'int' })
  lineNo: number;

  @Index('UQ_statement_lines_key', { unique: true })
  @Column({ length: 64 })
  lineKey: string;

  /** YYYY-MM-DD, as the bank booked it. */
  @Column({ length: 10 })
  bookedOn: string;

  @Column({ length: 300 })
  narration: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  bankReference: string | null;

  @PaiseColumn()
  amountPaise: number;

  @Column({ type: 'varchar', length: 10 })
  status: StatementLineStatus;

  /** The top-up this credit approved; a top-up is approved by one line at most. */
  @Index('UQ_statement_lines_payment', { unique: true })
  @ManyToOne(() => Payment, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'paymentId', foreignKeyConstraintName: 'FK_statement_lines_payment' })
  payment: Payment | null;

  @RelationId((line: StatementLine) => line.payment)
  paymentId: number | null;

  /** A MISMATCH's top-up: the one whose reference or UTR the credit carries. */
  @ManyToOne(() => Payment, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'suggestedPaymentId', foreignKeyConstraintName: 'FK_statement_lines_suggested_payment' })
  suggestedPayment: Payment | null;

  @RelationId((line: StatementLine) => line.suggestedPayment)
  suggestedPaymentId: number | null;

  /** Why a MISMATCH did not match: a key of statement-refusals (amount, date, rejected, duplicate, ownTopUp, utrTaken). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  reason: StatementRefusalKey | null;

  /** The admin's note when they ignored or matched it by hand. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  note: string | null;

  @DateTimeColumn({ nullable: true })
  resolvedAt: Date | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'resolvedById', foreignKeyConstraintName: 'FK_statement_lines_admin' })
  resolvedBy: User | null;
}
