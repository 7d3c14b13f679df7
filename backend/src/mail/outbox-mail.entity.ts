import { Column, Entity, Index } from 'typeorm';
import { OutboxColumns } from '../database/outbox-columns';

/**
 * A mail waiting to be sent, written in the same transaction as the change that causes it
 * (docs/decisions/0011-mail-outbox.md). `eventKey` names that cause, so one event queues one mail.
 */
@Entity('outbox_mails')
@Index('IDX_outbox_mails_due', ['status', 'nextAttemptAt'])
export class OutboxMail extends OutboxColumns {
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
}
