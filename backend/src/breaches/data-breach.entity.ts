import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn } from '../database/columns';
import { User } from '../users/user.entity';

/**
 * A personal-data breach as the operator records it (DPDP Act 2023 s. 8(6), DPDP Rules 2025 rule 7): the facts each
 * affected person is told, and those the Data Protection Board is given at once and in detail within 72 hours.
 * Texts are the operator's, in English; the `…Hi` ones, if written, are what Hindi readers get instead.
 */
@Entity('data_breaches')
export class DataBreach {
  @PrimaryGeneratedColumn()
  id: number;

  /** What happened: its nature, extent, when and where (which system). */
  @Column({ type: 'text' })
  summary: string;

  @Column({ type: 'text', nullable: true })
  summaryHi: string | null;

  /** Which personal data it touched (e-mail addresses, phone numbers, messages…). */
  @Column({ type: 'varchar', length: 1000 })
  dataAffected: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  dataAffectedHi: string | null;

  /** What it may mean for the people affected. */
  @Column({ type: 'text' })
  consequences: string;

  @Column({ type: 'text', nullable: true })
  consequencesHi: string | null;

  /** What the operator has done to contain it and lessen the harm. */
  @Column({ type: 'text' })
  measuresTaken: string;

  @Column({ type: 'text', nullable: true })
  measuresTakenHi: string | null;

  /** What each person can do to protect themselves. */
  @Column({ type: 'text' })
  userSteps: string;

  @Column({ type: 'text', nullable: true })
  userStepsHi: string | null;

  /** For the Board's detailed report: the facts, circumstances and reasons found, and who or what caused it. */
  @Column({ type: 'text', nullable: true })
  cause: string | null;

  /** For the Board's detailed report: what was changed so that it does not happen again. */
  @Column({ type: 'text', nullable: true })
  remedialMeasures: string | null;

  @DateTimeColumn({ nullable: true })
  occurredAt: Date | null;

  /** When the operator became aware of it: the 72 hours run from here. */
  @DateTimeColumn()
  discoveredAt: Date;

  /** Every account (not deleted) is affected; else those listed in data_breach_recipients. */
  @Column({ type: 'boolean', default: false })
  allUsers: boolean;

  @DateTimeColumn({ nullable: true })
  usersNotifiedAt: Date | null;

  /** When the Board was told at once (the first intimation) and given the detailed report. */
  @DateTimeColumn({ nullable: true })
  boardIntimatedAt: Date | null;

  @DateTimeColumn({ nullable: true })
  boardReportedAt: Date | null;

  @Index('IDX_data_breaches_recorded_by')
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'recordedById', foreignKeyConstraintName: 'FK_data_breaches_recorded_by' })
  recordedBy: User | null;

  @RelationId((breach: DataBreach) => breach.recordedBy)
  recordedById: number | null;

  @CreatedAtColumn()
  createdAt: Date;
}
