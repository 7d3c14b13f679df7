import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn } from '../database/columns';
import { OutboxStatus } from './outbox-status';

/**
 * A mail waiting to be sent, written in the same transaction as the change that causes it
 * (docs/decisions/0011-mail-outbox.md). `eventKey` names that cause, so one event queues one mail.
 */
@Entity('outbox_mails')
@Index('IDX_outbox_mails_due', ['status', 'nextAttemptAt'])
export class OutboxMail {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_outbox_mails_event', { unique: true })
  @Column({ length: 191 })
  eventKey: string;

  @Column({ length: 254 })
  toAddress: string;

  @Column({ length: 200 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  /** Extra headers as JSON (List-Unsubscribe). */
  @Column({ type: 'varchar', length: 1000, default: '{}' })
  headers: string;

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
