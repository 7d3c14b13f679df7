import { Column, Entity, Index } from 'typeorm';
import { OutboxColumns } from '../database/outbox-columns';

/**
 * An SMS waiting to be sent, written in the same transaction as the change that causes it, as mail is
 * (docs/decisions/0041-sms-outbox.md). `eventKey` names that cause, so one event queues one message.
 */
@Entity('sms_outbox')
@Index('IDX_sms_outbox_due', ['status', 'nextAttemptAt'])
export class OutboxSms extends OutboxColumns {
  @Index('UQ_sms_outbox_event', { unique: true })
  @Column({ length: 191 })
  eventKey: string;

  /** E.164, such as +919876543210. */
  @Index('IDX_sms_outbox_to')
  @Column({ length: 16 })
  toNumber: string;

  @Column({ type: 'varchar', length: 500 })
  text: string;
}
