import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last number given in a series (BZ invoices, CN credit notes) and financial year; locked while the next is taken. */
@Entity('invoice_counters')
export class InvoiceCounter {
  @PrimaryColumn({ length: 2 })
  series: string;

  @PrimaryColumn({ length: 7 })
  financialYear: string;

  @Column({ type: 'int' })
  lastNumber: number;
}
