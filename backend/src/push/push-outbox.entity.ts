import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { OutboxColumns } from '../database/outbox-columns';
import { PushSubscription } from './push-subscription.entity';

/**
 * A push waiting to be sent to one subscription, written in the transaction of the change that causes it, as mail
 * and SMS are (docs/decisions/0044-web-push.md). `eventKey` names the cause and the subscription: one push each.
 */
@Entity('push_outbox')
@Index('IDX_push_outbox_due', ['status', 'nextAttemptAt'])
export class OutboxPush extends OutboxColumns {
  @Index('UQ_push_outbox_event', { unique: true })
  @Column({ length: 191 })
  eventKey: string;

  /** Gone with the subscription: a push for a browser that unsubscribed is never sent. */
  @ManyToOne(() => PushSubscription, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'subscriptionId', foreignKeyConstraintName: 'FK_push_outbox_subscription' })
  subscription?: PushSubscription;

  @Index('IDX_push_outbox_subscription')
  @Column()
  subscriptionId: number;

  /** What the service worker shows: JSON of { title, body, url, tag }. */
  @Column({ type: 'varchar', length: 1000 })
  payload: string;
}
