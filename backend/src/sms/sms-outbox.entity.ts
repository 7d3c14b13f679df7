import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn } from '../database/columns';
import { OutboxStatus } from '../database/outbox-status';

/**
 * An SMS waiting to be sent, written in the same transaction as the change that causes it, as mail is
 * (docs/decisions/0041-sms-outbox.md). `eventKey` names that cause, so one event queues one message.
 */
@Entity('sms_outbox')
@Index('IDX_sms_outbox_due', ['status', 'nextAttemptAt'])
export class OutboxSms {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_sms_outbox_event', { unique: true })
  @Column({ length: 191 })
  eventKey: string;

  /** E.164, such as +919876543210. */
  @Index('IDX_sms_outbox_to')
  @Column({ length: 16 })
  toNumber: string;

  @Column({ type: 'varchar', length: 500 })
  text: string;

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
