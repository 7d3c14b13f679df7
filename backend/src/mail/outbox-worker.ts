import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, In, IsNull, LessThan, LessThanOrEqual } from 'typeorm';
import { PeriodicJob } from '../common/periodic-job';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { isPermanentFailure, MailTransport } from './mail-transport';
import { OutboxMail } from './outbox-mail.entity';
import { OutboxStatus } from './outbox-status';

/** How often an instance looks for mail to send. */
const POLL_MS = 1000;
/** How long a claim holds: longer than a round may send for plus one send, so a live sender is never overtaken. */
const CLAIM_MS = 120_000;
/** The longest one send can take: the transport's connection, greeting and socket timeouts (mail-transport.ts). */
const SEND_MS = 70_000;
/** Mails claimed, sent and recorded together in a round. */
const BATCH = 20;
/** 2 s, 4 s, … doubling up to 30 min: 20 attempts span about six hours of SMTP outage. */
const MAX_ATTEMPTS = 20;
export const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 30 * 60_000);

/** What sending one mail came to, written when the round ends; a failure is logged once that is written. */
type Outcome = { id: number; changes: Partial<OutboxMail>; failure?: { level: 'error' | 'warn'; message: string } };
/** A round's hold on its mails. */
type Claim = { claimedBy: string; claimedUntil: Date };
/** What a round's end writes on each of its mails, sent or not: nobody holds it any more. */
const RELEASED = { claimedBy: null, claimedUntil: null };

/**
 * Sends queued mail in rounds (docs/decisions/0011-mail-outbox.md, 0028): a round claims the due mails
 * nobody holds with one conditional UPDATE under a claim id of its own, so with several instances each
 * mail is sent by one; sends them; then records every outcome in one transaction. A claim left by a
 * crashed instance lapses after CLAIM_MS and the mail is sent then. A failure is retried with backoff.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: MailTransport;
  private readonly host: string;
  private readonly job = new PeriodicJob(this.logger, () => this.sendDue(), { schedule: { everyMs: POLL_MS }, failure: 'Outbox round failed', onError: undefined });

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
  ) {
    this.transport = new MailTransport(config.mail);
    this.host = new URL(config.publicUrl).hostname;
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
    const due = await this.dataSource.getRepository(OutboxMail).find({
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
    const mails = await this.claim(ids, claim, now);
    const outcomes: Outcome[] = [];
    try {
      for (const mail of mails) {
        // A mail whose claim could lapse while it is sent waits for the next round.
        if (Date.now() > claim.claimedUntil.getTime() - SEND_MS) break;
        outcomes.push(await this.send(mail));
      }
    } finally {
      await this.record(claim.claimedBy, mails, outcomes);
    }
    for (const { failure } of outcomes) if (failure) this.logger[failure.level](failure.message);
  }

  /** Takes for this round the mails that nobody holds; answers them in the order asked. */
  private async claim(ids: number[], claim: Claim, now: Date): Promise<OutboxMail[]> {
    await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .update(OutboxMail)
        .set(claim)
        .where('id IN (:...ids) AND status = :pending AND (claimedUntil IS NULL OR claimedUntil < :now)', { ids, pending: OutboxStatus.Pending, now })
        .execute(),
    );
    const claimed = await this.dataSource.getRepository(OutboxMail).findBy({ id: In(ids), claimedBy: claim.claimedBy });
    return claimed.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  }

  private async send(mail: OutboxMail): Promise<Outcome> {
    try {
      await this.transport.send(
        { to: mail.toAddress, subject: mail.subject, text: mail.text, html: mail.html, headers: JSON.parse(mail.headers), messageId: `<outbox-${mail.id}@${this.host}>` },
        `${mail.id}-${mail.eventKey.split(':')[0]}`,
      );
      return { id: mail.id, changes: { status: OutboxStatus.Sent, sentAt: new Date(), attempts: mail.attempts + 1, lastError: null } };
    } catch (error) {
      const attempts = mail.attempts + 1;
      const failed = isPermanentFailure(error) || attempts >= MAX_ATTEMPTS;
      const lastError = String((error as Error).message ?? error).slice(0, 500);
      return {
        id: mail.id,
        changes: { status: failed ? OutboxStatus.Failed : OutboxStatus.Pending, attempts, nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)), lastError },
        failure: { level: failed ? 'error' : 'warn', message: `Mail ${mail.id} ${failed ? 'given up' : `failed (attempt ${attempts}), retrying`}: ${lastError}` },
      };
    }
  }

  /**
   * The round's outcomes in one commit, and its unsent mails let go. Only rows still under this round's claim
   * are written. A crash before this commit sends the round's mails again once the claim lapses (decision 0028).
   */
  private async record(claimedBy: string, mails: OutboxMail[], outcomes: Outcome[]): Promise<void> {
    const unsent = mails.filter((mail) => !outcomes.some((outcome) => outcome.id === mail.id)).map((mail) => mail.id);
    if (!outcomes.length && !unsent.length) return;
    await this.transactions.run(async (manager) => {
      for (const { id, changes } of outcomes) await manager.update(OutboxMail, { id, claimedBy }, { ...changes, ...RELEASED });
      if (unsent.length) await manager.update(OutboxMail, { id: In(unsent), claimedBy }, RELEASED);
    });
  }
}
