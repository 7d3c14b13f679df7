import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { DateTimeColumn, PaiseColumn } from '../../database/columns';
import { User } from '../../users/user.entity';
import { Payment } from '../payment.entity';
import { InvoiceKind } from './invoice-kind';

/**
 * A GST tax invoice for a wallet top-up, or the credit note that cancels it when the top-up is reversed. Everything
 * it prints is kept as it was on the day of issue (the operator's details and rates may change later).
 */
@Entity('invoices')
@Index('UQ_invoices_payment_kind', ['payment', 'kind'], { unique: true })
@Index('IDX_invoices_user', ['user', 'issuedAt'])
@Index('IDX_invoices_issued', ['issuedAt'])
export class Invoice {
  @PrimaryGeneratedColumn()
  id: number;

  /** Consecutive within its series and financial year: BZ/26-27/000001 (credit notes CN/…); at most 16 characters. */
  @Index('UQ_invoices_number', { unique: true })
  @Column({ length: 16 })
  number: string;

  @Column({ type: 'varchar', length: 12 })
  kind: InvoiceKind;

  @DateTimeColumn()
  issuedAt: Date;

  @ManyToOne(() => Payment, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'paymentId', foreignKeyConstraintName: 'FK_invoices_payment' })
  payment: Payment;

  @RelationId((invoice: Invoice) => invoice.payment)
  paymentId: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_invoices_user' })
  user: User;

  @RelationId((invoice: Invoice) => invoice.user)
  userId: number;

  /** A credit note's invoice. */
  @ManyToOne(() => Invoice, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'originalId', foreignKeyConstraintName: 'FK_invoices_original' })
  original: Invoice | null;

  @Column({ length: 200 })
  supplierName: string;

  @Column({ length: 500 })
  supplierAddress: string;

  @Column({ length: 15 })
  supplierGstin: string;

  @Column({ length: 100 })
  recipientName: string;

  @Column({ length: 254 })
  recipientEmail: string;

  /** GST state code of the recipient's state on record; with no state on record, the supplier's. */
  @Column({ length: 2 })
  placeOfSupply: string;

  @Column({ length: 8 })
  sac: string;

  @Column({ type: 'int' })
  ratePercent: number;

  @Column({ type: 'boolean' })
  pricesIncludeTax: boolean;

  @PaiseColumn()
  taxablePaise: number;

  @PaiseColumn()
  cgstPaise: number;

  @PaiseColumn()
  sgstPaise: number;

  @PaiseColumn()
  igstPaise: number;

  @PaiseColumn()
  totalPaise: number;

  /** A credit note's reason. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  reason: string | null;
}
