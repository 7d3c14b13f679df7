import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, LessThan } from 'typeorm';
import { OutboxStatus } from '../database/outbox-status';
import { PushKind } from './push-kind';
import { OutboxPush } from './push-outbox.entity';
import { PushSettings } from './push-settings.entity';
import { PushSubscription } from './push-subscription.entity';

/** What a browser shows for a push (the service worker's notification): short texts and the page a click opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A page of the site: a path such as /inbox/12, or a link to it. */
  url: string;
  /** Pushes with the same tag replace each other on the screen (one line per conversation, not one per message). */
  tag: string;
}

/** Users whose browsers one statement looks up. */
const USERS_PER_STATEMENT = 200;

const payloadOf = (message: PushMessage) => JSON.stringify({ title: message.title.slice(0, 120), body: message.body.slice(0, 300), url: message.url, tag: message.tag });

/**
 * Queues pushes to every browser a user turned push on in, unless they turned this kind off. Callers pass the
 * EntityManager of the transaction that makes the change, as for mail; PushOutboxWorker sends them later.
 */
@Injectable()
export class PushOutbox {
  constructor(private readonly dataSource: DataSource) {}

  /** Queues `message` for the event `eventKey` (such as `message:17`) to the user's browsers; a repeated event queues nothing. */
  queue(manager: EntityManager, userId: number, kind: PushKind, eventKey: string, message: PushMessage): Promise<void> {
    return this.queueMany(manager, kind, [{ userId, eventKey, message }]);
  }

  /** Queues pushes of one kind to many users at once, in a few statements (the alerts of a new ad). */
  async queueMany(manager: EntityManager, kind: PushKind, pushes: { userId: number; eventKey: string; message: PushMessage }[]): Promise<void> {
    for (let i = 0; i < pushes.length; i += USERS_PER_STATEMENT) {
      const some = pushes.slice(i, i + USERS_PER_STATEMENT);
      const userIds = some.map((push) => push.userId);
      const subscriptions = await manager
        .createQueryBuilder(PushSubscription, 'subscription')
        .select('subscription.id', 'id')
        .addSelect('subscription.userId', 'userId')
        .leftJoin(PushSettings, 'settings', 'settings.userId = subscription.userId')
        .where('subscription.userId IN (:...userIds)', { userIds })
        .andWhere(`(settings.userId IS NULL OR settings.${kind} = :on)`, { on: true })
        .getRawMany<{ id: number; userId: number }>();
      const rows = subscriptions.flatMap((subscription) =>
        some
          .filter((push) => push.userId === Number(subscription.userId))
          .map((push) => ({ eventKey: `${push.eventKey}:${subscription.id}`.slice(0, 191), subscriptionId: Number(subscription.id), payload: payloadOf(push.message), nextAttemptAt: new Date() })),
      );
      if (rows.length) await manager.createQueryBuilder().insert().into(OutboxPush).values(rows).orIgnore().updateEntity(false).execute();
    }
  }

  /** Deletes the pushes sent or given up on before `before`; answers how many. */
  async forgetSentBefore(before: Date): Promise<number> {
    const { affected } = await this.dataSource.manager.delete(OutboxPush, { status: In([OutboxStatus.Sent, OutboxStatus.Failed]), createdAt: LessThan(before) });
    return affected ?? 0;
  }
}
