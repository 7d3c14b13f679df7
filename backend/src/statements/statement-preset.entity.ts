import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import type { DateFormat } from './statement-dates';

/** A bank's statement layout, saved once: which column holds what, and how its dates are written. */
@Entity('statement_presets')
export class StatementPreset {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_statement_presets_name', { unique: true })
  @Column({ length: 60 })
  name: string;

  @Column({ length: 100 })
  dateColumn: string;

  @Column({ length: 100 })
  narrationColumn: string;

  /** The bank's own reference column (UTR, cheque/ref no.), when the statement has one apart from the narration. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  referenceColumn: string | null;

  @Column({ length: 100 })
  creditColumn: string;

  @Column({ type: 'varchar', length: 12 })
  dateFormat: DateFormat;

  @CreatedAtColumn()
  createdAt: Date;
}
