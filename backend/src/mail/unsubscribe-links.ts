import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** Kinds of non-essential mail a user can turn off (users/ keeps the choices). */
export enum MailTopic {
  Payments = 'payments',
  Ads = 'ads',
  Messages = 'messages',
}

/**
 * What an unsubscribe link turns off: a kind of mail (a MailTopic, which users/ keeps), or one thing of a
 * kind (`search-12`: one saved search's alerts). The domain that keeps it registers the kind with
 * UnsubscribeTopics, which carries the link out.
 */
export type UnsubscribeTopic = MailTopic | `${string}-${number}`;
/** The topic of one thing of a kind: `topicOf('search', 12)` is `search-12`. */
export const topicOf = (kind: string, id: number): UnsubscribeTopic => `${kind}-${id}`;

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

  /** The user and topic a token names, or null when it was not made here (whether a domain knows the topic is UnsubscribeTopics' question). */
  read(token: string): { userId: number; topic: string } | null {
    const match = /^(\d{1,10})\.([a-z0-9-]{1,20})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const expected = Buffer.from(this.sign(`${match[1]}.${match[2]}`));
    if (!timingSafeEqual(expected, Buffer.from(match[3]))) return null;
    return { userId: Number(match[1]), topic: match[2] };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
