import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors';
import type { MailContent } from '../mail/mail-layout';
import { Outbox } from '../mail/outbox';
import { MailTopic } from '../mail/unsubscribe-links';
import { PushKind } from '../push/push-kind';
import { PushOutbox } from '../push/push-outbox';
import type { User } from '../users/user.entity';
import { Notice, type NoticeDetails } from './notice.entity';
import { NoticeKind } from './notice-kind';

export interface NoticeEvent {
  kind: NoticeKind;
  /** Names the event, so that it is told once however often (or on however many instances) it is noticed. */
  eventKey: string;
  /** The line in Activity, in English. */
  title: string;
  /** What it is written from, so that Activity can write it in the language of whoever reads it. */
  details: NoticeDetails;
  adId: number | null;
  mail: MailContent;
}

@Injectable()
export class NoticesService {
  constructor(
    @InjectRepository(Notice) private readonly notices: Repository<Notice>,
    private readonly outbox: Outbox,
    private readonly push: PushOutbox,
  ) {}

  /**
   * Records the notice in the seller's Activity and queues its mail (unless they turned ad mails off) and, for an ad
   * about to expire, a push, in the caller's transaction; an event already told is told again to nobody. True when it was new.
   */
  async tell(manager: EntityManager, seller: Pick<User, 'id' | 'email' | 'notifyAds' | 'deletedAt'>, event: NoticeEvent): Promise<boolean> {
    try {
      await manager.insert(Notice, { user: { id: seller.id }, kind: event.kind, title: event.title.slice(0, 300), details: event.details, adId: event.adId, eventKey: event.eventKey.slice(0, 191) });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    if (seller.notifyAds && !seller.deletedAt) await this.outbox.queue(manager, `notice:${event.eventKey}`, { userId: seller.id, email: seller.email }, event.mail, MailTopic.Ads);
    // An ad about to expire is the one notice worth interrupting for: it can still be renewed.
    if (event.kind === NoticeKind.AdExpiring && !seller.deletedAt) {
      const { subject, paragraphs, action } = event.mail;
      await this.push.queue(manager, seller.id, PushKind.AdExpiry, `notice:${event.eventKey}`, {
        title: subject,
        body: paragraphs[0] ?? '',
        url: action?.url ?? '/myads',
        tag: `notice-${event.eventKey}`,
      });
    }
    return true;
  }

  link(path: string): string {
    return this.outbox.link(path);
  }

  /** The seller's newest notices, for Activity. */
  async forUser(userId: number, limit: number): Promise<{ items: Notice[]; total: number }> {
    const [items, total] = await this.notices.findAndCount({ where: { user: { id: userId } }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
    return { items, total };
  }
}
