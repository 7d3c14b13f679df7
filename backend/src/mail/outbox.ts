import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { renderMail, type MailContent } from './mail-layout';
import { OutboxMail } from './outbox-mail.entity';
import { OutboxStatus } from './outbox-status';
import { type UnsubscribeTopic, UnsubscribeLinks } from './unsubscribe-links';
import { UnsubscribeTopics } from './unsubscribe-topics';

/** Mails per INSERT of queueRendered (each carries its text and HTML, a few KB). */
const ROWS_PER_INSERT = 50;

export type RenderedMail = Pick<OutboxMail, 'eventKey' | 'toAddress' | 'subject' | 'text' | 'html' | 'headers'>;

export interface Recipient {
  /** Set for non-essential mails, with `topic`: the link and headers that turn the topic off. */
  userId?: number;
  email: string;
}

/**
 * Queues mail. Callers pass the EntityManager of the transaction that makes the change, so the mail
 * exists exactly when the change does; OutboxWorker sends it later (docs/decisions/0011-mail-outbox.md).
 */
@Injectable()
export class Outbox {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: UnsubscribeLinks,
    private readonly topics: UnsubscribeTopics,
  ) {}

  /** An absolute link to a page of the site, for a mail. */
  link(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  /**
   * Queues a mail for the event `eventKey` (such as `verify-email:<tokenId>`); a second call for the
   * same event queues nothing and answers false. A `topic` makes it non-essential: it gets a
   * one-click unsubscribe link.
   */
  async queue(manager: EntityManager, eventKey: string, to: Recipient, content: MailContent, topic?: UnsubscribeTopic): Promise<boolean> {
    try {
      await manager.insert(OutboxMail, { ...this.render(eventKey, to, content, topic), nextAttemptAt: new Date() });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** A mail ready for `queueRendered`: rendering can be done before the transaction that queues it. */
  render(eventKey: string, to: Recipient, content: MailContent, topic?: UnsubscribeTopic): RenderedMail {
    // A link no domain answers for would be refused when followed: a mistake in the code, not the mail's.
    if (topic && !this.topics.knows(topic)) throw new Error(`No domain registered the unsubscribe topic "${topic}"`);
    const unsubscribe = topic && to.userId !== undefined ? { page: this.links.pageUrl(to.userId, topic), oneClick: this.links.oneClickUrl(to.userId, topic) } : undefined;
    const mail = renderMail({ ...content, unsubscribeUrl: unsubscribe?.page }, this.config.publicUrl, unsubscribe?.oneClick);
    return { eventKey: eventKey.slice(0, 191), toAddress: to.email, subject: mail.subject.slice(0, 200), text: mail.text, html: mail.html, headers: JSON.stringify(mail.headers) };
  }

  /**
   * Queues many rendered mails with a few multi-row inserts (a saved search's alerts for one ad). For
   * events the caller knows were not queued before: one already queued fails the whole call.
   */
  async queueRendered(manager: EntityManager, mails: RenderedMail[]): Promise<void> {
    const nextAttemptAt = new Date();
    for (let i = 0; i < mails.length; i += ROWS_PER_INSERT) {
      const rows = mails.slice(i, i + ROWS_PER_INSERT).map((mail) => ({ ...mail, nextAttemptAt }));
      await manager.createQueryBuilder().insert().into(OutboxMail).values(rows).updateEntity(false).execute();
    }
  }

  /**
   * Drops the user's unsent mails of a topic, in the transaction that turns the topic off: a mail queued a moment
   * before the user withdrew must not go out after (0038-consent.md). Also one a sending round holds: if its attempt
   * fails it must not be tried again (only one already handed to the mail server can still arrive; the round's record
   * then finds no row). The topic is found by the unsubscribe link in the mail's headers, which names the user and the topic.
   */
  async dropUnsent(manager: EntityManager, userId: number, topic: UnsubscribeTopic): Promise<void> {
    await manager
      .createQueryBuilder()
      .delete()
      .from(OutboxMail)
      .where('status = :pending AND headers LIKE :link', { pending: OutboxStatus.Pending, link: `%token=${userId}.${topic}.%` })
      .execute();
  }

  /** Removes every mail to an address, sent or not (the account was deleted: its address is personal data). */
  async forget(manager: EntityManager, email: string): Promise<void> {
    await manager.delete(OutboxMail, { toAddress: email });
  }
}
