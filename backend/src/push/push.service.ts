import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { UsersService } from '../users/users.service';
import type { PushSettingsDto, PushSubscriptionDto, UpdatePushSettingsDto } from './dto/push.dto';
import { pushRefusal } from './push-refusals';
import { PushSettings } from './push-settings.entity';
import { PushSubscription } from './push-subscription.entity';
import { sentFields } from '../common/sent-fields';

/** Browsers one account may have push on in; a new one past this replaces the account's oldest. */
export const PUSH_BROWSERS_PER_USER = 10;

const hashOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

/** Whether `host` is one of the push services named (`*.example.com`: any host under it). */
export function isPushServiceHost(host: string, serviceHosts: string[]): boolean {
  return serviceHosts.some((allowed) => (allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed));
}

/** The browsers a user turned push on in, and which kinds of push they want (docs/decisions/0044-web-push.md). */
@Injectable()
export class PushService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    users: UsersService,
  ) {
    // A blocked or deleted account gets no more pushes: its browsers are forgotten with it.
    users.onBlocked((userId, manager) => this.forget(manager, userId));
    users.onDeleted((user, manager) => this.forget(manager, user.id));
  }

  get publicKey(): string {
    return this.config.push.vapid.publicKey;
  }

  /**
   * Keeps the browser's subscription for the user. The endpoint must be https on a known push service: the site
   * posts to it, so any other address would let a user make the server call where they like. A browser that
   * subscribed for another account moves to this one.
   */
  async subscribe(userId: number, subscription: PushSubscriptionDto): Promise<void> {
    const url = URL.canParse(subscription.endpoint) ? new URL(subscription.endpoint) : null;
    const local = url?.hostname === 'localhost' || url?.hostname === '127.0.0.1';
    if (!url || !(url.protocol === 'https:' || (local && url.protocol === 'http:')) || url.username || url.password) {
      throw new BadRequestException({ detail: pushRefusal('endpoint'), errors: { endpoint: pushRefusal('endpoint') } });
    }
    if (!isPushServiceHost(url.hostname, this.config.push.serviceHosts)) {
      throw new BadRequestException({ detail: pushRefusal('notPushService'), errors: { endpoint: pushRefusal('notPushService') } });
    }
    const endpointHash = hashOf(subscription.endpoint);
    const row = { user: { id: userId }, endpointHash, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
    await this.transactions.run(async (manager) => {
      await manager.delete(PushSubscription, { endpointHash });
      await manager.insert(PushSubscription, row);
      const kept = await manager.find(PushSubscription, { select: { id: true }, where: { user: { id: userId } }, order: { id: 'DESC' }, skip: PUSH_BROWSERS_PER_USER, take: 100 });
      if (kept.length)
        await manager.delete(
          PushSubscription,
          kept.map(({ id }) => id),
        );
    });
  }

  /** Forgets the browser's subscription, if it is the user's (turned off, or signed out there). */
  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    await this.transactions.run((manager) => manager.delete(PushSubscription, { endpointHash: hashOf(endpoint), user: { id: userId } }));
  }

  async settings(userId: number): Promise<PushSettingsDto> {
    const [settings, browsers] = await Promise.all([this.dataSource.manager.findOneBy(PushSettings, { userId }), this.dataSource.manager.countBy(PushSubscription, { user: { id: userId } })]);
    return { messages: settings?.messages ?? true, searchAlerts: settings?.searchAlerts ?? true, adExpiry: settings?.adExpiry ?? true, browsers };
  }

  async updateSettings(userId: number, changes: UpdatePushSettingsDto): Promise<PushSettingsDto> {
    const { browsers: _, ...current } = await this.settings(userId);
    const next = { ...current, ...sentFields(changes) };
    await this.transactions.run((manager) => manager.upsert(PushSettings, { userId, ...next }, ['userId']));
    return this.settings(userId);
  }

  private async forget(manager: EntityManager, userId: number): Promise<void> {
    await manager.delete(PushSubscription, { user: { id: userId } });
  }
}
