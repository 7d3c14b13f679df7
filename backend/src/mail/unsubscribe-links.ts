import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** Kinds of non-essential mail a user can turn off (users/ keeps the choices). */
export enum MailTopic {
  Payments = 'payments',
  Ads = 'ads',
  Messages = 'messages',
}

/** The alerts of one saved search: its link deletes that search (saved-searches/). */
export type SavedSearchTopic = `search-${number}`;
export const savedSearchTopic = (id: number): SavedSearchTopic => `search-${id}`;
/** The saved search a topic names, or null for a MailTopic. */
export const savedSearchOf = (topic: UnsubscribeTopic): number | null => (topic.startsWith('search-') ? Number(topic.slice('search-'.length)) : null);

/** What an unsubscribe link turns off: a kind of mail, or one saved search's alerts. */
export type UnsubscribeTopic = MailTopic | SavedSearchTopic;
const isTopic = (topic: string): topic is UnsubscribeTopic => Object.values<string>(MailTopic).includes(topic) || /^search-[1-9]\d{0,9}$/.test(topic);

/**
 * Signed links that turn one topic off for one user without signing in: the link itself is the
 * proof, so it names the user and topic and carries an HMAC of them (no table to keep).
 */
@Injectable()
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('unsubscribe-links').digest();
  }

  token(userId: number, topic: UnsubscribeTopic): string {
    const payload = `${userId}.${topic}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** The storefront page that confirms and shows the result (one click: it posts on load). */
  pageUrl(userId: number, topic: UnsubscribeTopic): string {
    return `${this.config.publicUrl}/unsubscribe?token=${this.token(userId, topic)}`;
  }

  /** RFC 8058's one-click target: mail apps POST `List-Unsubscribe=One-Click` to it. */
  oneClickUrl(userId: number, topic: UnsubscribeTopic): string {
    return `${this.config.publicUrl}/api/auth/unsubscribe?token=${this.token(userId, topic)}`;
  }

  /** The user and topic a token names, or null when it was not made here. */
  read(token: string): { userId: number; topic: UnsubscribeTopic } | null {
    const match = /^(\d{1,10})\.([a-z0-9-]{1,20})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match || !isTopic(match[2])) return null;
    const expected = Buffer.from(this.sign(`${match[1]}.${match[2]}`));
    if (!timingSafeEqual(expected, Buffer.from(match[3]))) return null;
    return { userId: Number(match[1]), topic: match[2] };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
