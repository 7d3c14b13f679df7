import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { generateRequestDetails } from 'web-push';
import { PeriodicJob } from '../common/periodic-job';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OutboxRounds } from '../database/outbox-rounds';
import { TransactionRunner } from '../database/transaction-runner';
import { OutboxPush } from './push-outbox.entity';
import { PushSubscription } from './push-subscription.entity';

const POLL_MS = 1000;
/** 2 s, 4 s, … up to 10 min: a push is news, worth little after a day, so it gives up within about 2 hours. */
const MAX_ATTEMPTS = 16;
const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 10 * 60_000);
const SEND_TIMEOUT_MS = 10_000;
/** How long the push service keeps a push for a browser that is offline. */
const TTL_SECONDS = 24 * 3600;

/** The push service's refusal of one push (RFC 8030 s. 5): its status says whether sending again could help. */
export class PushRefused extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`Push service answered ${status}: ${body.slice(0, 200)}`);
  }

  /** The subscription is gone (RFC 8030 s. 7.3): the browser unsubscribed, or the user blocked the site. */
  get gone(): boolean {
    return this.status === 404 || this.status === 410;
  }

  /** Any other 4xx but 429 is about this push, not the moment: sending it again changes nothing. */
  get permanent(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 429;
  }
}

/**
 * Sends queued pushes in rounds, as mail and SMS are sent (database/outbox-rounds.ts: with several instances each push
 * is sent by one), encrypted for the browser (RFC 8291) and signed with the site's VAPID key (RFC 8292) by `web-push`'s
 * generateRequestDetails, then posted with fetch: redirects refused, a timeout, and plain http for a push service on
 * localhost (tests). A subscription its push service calls gone is deleted, with whatever else was queued for it.
 */
@Injectable()
export class PushOutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Push');
  private readonly rounds: OutboxRounds<OutboxPush>;
  private readonly job = new PeriodicJob(this.logger, () => this.sendDue(), { schedule: { everyMs: POLL_MS }, failure: 'Push outbox round failed', onError: undefined });
  private readonly vapidDetails: { subject: string; publicKey: string; privateKey: string };

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    transactions: TransactionRunner,
  ) {
    this.vapidDetails = { subject: config.push.subject, ...config.push.vapid };
    this.rounds = new OutboxRounds(dataSource, transactions, OutboxPush, { batch: 50, claimMs: 120_000, sendMs: SEND_TIMEOUT_MS + 5_000 }, this.logger);
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Sends what is due, unless a round is still going. */
  tick(): Promise<void> {
    return this.job.runOnce();
  }

  private sendDue(): Promise<void> {
    return this.rounds.sendDue((push) =>
      this.rounds.attempt(push, () => this.send(push), {
        label: `Push ${push.id}`,
        isPermanent: (error) => error instanceof PushRefused && error.permanent,
        maxAttempts: MAX_ATTEMPTS,
        retryDelayMs,
      }),
    );
  }

  private async send(push: OutboxPush): Promise<void> {
    const subscription = await this.dataSource.manager.findOneBy(PushSubscription, { id: push.subscriptionId });
    if (!subscription) return; // unsubscribed meanwhile: its pushes go with it
    const request = generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, push.payload, {
      vapidDetails: this.vapidDetails,
      TTL: TTL_SECONDS,
      urgency: 'normal',
    });
    const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
    const response = await fetch(request.endpoint, { method: 'POST', headers, body: request.body, redirect: 'error', signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    if (response.ok) return;
    const refused = new PushRefused(response.status, await response.text().catch(() => ''));
    if (refused.gone) await this.dataSource.manager.delete(PushSubscription, { id: subscription.id });
    throw refused;
  }
}
