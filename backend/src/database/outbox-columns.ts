import { Column, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn } from './columns';
import { OutboxStatus } from './outbox-status';

/**
 * The sending state every outbox table has (mail, SMS, push), which database/outbox-rounds.ts reads and writes; each
 * outbox entity extends it with what it sends and where.
 */
export abstract class OutboxColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10, default: OutboxStatus.Pending })
  status: OutboxStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @DateTimeColumn()
  nextAttemptAt: Date;

  /** The sending round (of one instance) that holds it, until `claimedUntil`; another may take it over after that. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  claimedBy: string | null;

  @DateTimeColumn({ nullable: true })
  claimedUntil: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @DateTimeColumn({ nullable: true })
  sentAt: Date | null;
}
