import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, In, IsNull, LessThan, LessThanOrEqual } from 'typeorm';
import { PeriodicJob } from '../common/periodic-job';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { OutboxStatus } from '../mail/outbox-status';
import { OutboxSms } from './sms-outbox.entity';
import { SMPP_TIMEOUT_MS, SmsFailure, SmsTransport } from './sms-transport';

/** How often an instance looks for SMS to send. */
const POLL_MS = 1000;
/** How long a claim holds: longer than a round may send for plus one send, so a live sender is never overtaken. */
const CLAIM_MS = 120_000;
/** The longest one send can take: a bind and a submit_sm, each with the transport's timeout. */
const SEND_MS = 2 * SMPP_TIMEOUT_MS + 5_000;
/** Messages claimed, sent and recorded together in a round. */
const BATCH = 20;
/** 2 s, 4 s, … doubling up to 10 min: a code is worth nothing after 10 minutes, so a message gives up within about an hour. */
const MAX_ATTEMPTS = 12;
export const smsRetryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 10 * 60_000);

/** What sending one message came to, written when the round ends; a failure is logged once that is written. */
type Outcome = { id: number; changes: Partial<OutboxSms>; failure?: { level: 'error' | 'warn'; message: string } };
type Claim = { claimedBy: string; claimedUntil: Date };
const RELEASED = { claimedBy: null, claimedUntil: null };

/**
 * Sends queued SMS in rounds, the same way OutboxWorker sends mail (docs/decisions/0011-mail-outbox.md, 0028, 0041):
 * a round claims the due messages nobody holds with one conditional UPDATE under a claim id of its own, so with several
 * instances each message is sent by one; sends them; then records every outcome in one transaction. A claim left by a
 * crashed instance lapses after CLAIM_MS and the message is sent then. A failure is retried with backoff; a permanent
 * refusal (an invalid destination) is given up at once.
 */
@Injectable()
export class SmsOutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Sms');
  private readonly transport: SmsTransport;
  private readonly job = new PeriodicJob(this.logger, () => this.sendDue(), { schedule: { everyMs: POLL_MS }, failure: 'SMS outbox round failed', onError: undefined });

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
  ) {
    this.transport = new SmsTransport(config.sms);
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.job.stop();
    this.transport.close();
  }

  /** Sends what is due, unless a round is still going. */
  tick(): Promise<void> {
    return this.job.runOnce();
  }

  private async sendDue(): Promise<void> {
    const now = new Date();
    const due = await this.dataSource.getRepository(OutboxSms).find({
      select: { id: true },
      where: [
        { status: OutboxStatus.Pending, nextAttemptAt: LessThanOrEqual(now), claimedUntil: IsNull() },
        { status: OutboxStatus.Pending, nextAttemptAt: LessThanOrEqual(now), claimedUntil: LessThan(now) },
      ],
      order: { nextAttemptAt: 'ASC' },
      take: BATCH,
    });
    if (!due.length) return;
    const claim: Claim = { claimedBy: randomUUID(), claimedUntil: new Date(now.getTime() + CLAIM_MS) };
    const ids = due.map(({ id }) => id);
    const messages = await this.claim(ids, claim, now);
    const outcomes: Outcome[] = [];
    try {
      for (const sms of messages) {
        // A message whose claim could lapse while it is sent waits for the next round.
        if (Date.now() > claim.claimedUntil.getTime() - SEND_MS) break;
        outcomes.push(await this.send(sms));
      }
    } finally {
      await this.record(claim.claimedBy, messages, outcomes);
    }
    for (const { failure } of outcomes) if (failure) this.logger[failure.level](failure.message);
  }

  /** Takes for this round the messages that nobody holds; answers them in the order asked. */
  private async claim(ids: number[], claim: Claim, now: Date): Promise<OutboxSms[]> {
    await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .update(OutboxSms)
        .set(claim)
        .where('id IN (:...ids) AND status = :pending AND (claimedUntil IS NULL OR claimedUntil < :now)', { ids, pending: OutboxStatus.Pending, now })
        .execute(),
    );
    const claimed = await this.dataSource.getRepository(OutboxSms).findBy({ id: In(ids), claimedBy: claim.claimedBy });
    return claimed.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  }

  private async send(sms: OutboxSms): Promise<Outcome> {
    try {
      await this.transport.send({ id: sms.id, to: sms.toNumber, text: sms.text });
      return { id: sms.id, changes: { status: OutboxStatus.Sent, sentAt: new Date(), attempts: sms.attempts + 1, lastError: null } };
    } catch (error) {
      const attempts = sms.attempts + 1;
      const failed = (error instanceof SmsFailure && error.permanent) || attempts >= MAX_ATTEMPTS;
      const lastError = String((error as Error).message ?? error).slice(0, 500);
      return {
        id: sms.id,
        changes: { status: failed ? OutboxStatus.Failed : OutboxStatus.Pending, attempts, nextAttemptAt: new Date(Date.now() + smsRetryDelayMs(attempts)), lastError },
        failure: { level: failed ? 'error' : 'warn', message: `SMS ${sms.id} ${failed ? 'given up' : `failed (attempt ${attempts}), retrying`}: ${lastError}` },
      };
    }
  }

  /** The round's outcomes in one commit, and its unsent messages let go; only rows still under this round's claim are written. */
  private async record(claimedBy: string, messages: OutboxSms[], outcomes: Outcome[]): Promise<void> {
    const unsent = messages.filter((sms) => !outcomes.some((outcome) => outcome.id === sms.id)).map((sms) => sms.id);
    if (!outcomes.length && !unsent.length) return;
    await this.transactions.run(async (manager) => {
      for (const { id, changes } of outcomes) await manager.update(OutboxSms, { id, claimedBy }, { ...changes, ...RELEASED });
      if (unsent.length) await manager.update(OutboxSms, { id: In(unsent), claimedBy }, RELEASED);
    });
  }
}
