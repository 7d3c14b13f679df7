import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, IsNull, LessThan, LessThanOrEqual } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { isPermanentFailure, MailTransport } from './mail-transport';
import { OutboxMail, OutboxStatus } from './outbox-mail.entity';

/** How often an instance looks for mail to send. */
const POLL_MS = 1000;
/** How long a claim holds: longer than the transport's timeouts, so a live sender is never overtaken. */
const CLAIM_MS = 120_000;
const BATCH = 20;
/** 2 s, 4 s, … doubling up to 30 min: 20 attempts span about six hours of SMTP outage. */
const MAX_ATTEMPTS = 20;
export const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 30 * 60_000);

/**
 * Sends queued mail. Each instance claims a mail with a conditional UPDATE before sending it, so with
 * several instances each mail is sent by one; a claim left by a crashed instance lapses after
 * CLAIM_MS and the mail is sent then. A failure is retried with backoff.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly instance = randomUUID();
  private readonly transport: MailTransport;
  private readonly host: string;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
  ) {
    this.transport = new MailTransport(config.mail);
    this.host = new URL(config.publicUrl).hostname;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), POLL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Sends what is due, unless a round is still going. */
  tick(): Promise<void> {
    this.running ??= this.sendDue()
      .catch((error) => this.logger.error(`Outbox round failed: ${(error as Error).message}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async sendDue(): Promise<void> {
    const repo = this.dataSource.getRepository(OutboxMail);
    const now = new Date();
    const due = await repo.find({
      select: { id: true },
      where: [
        { status: OutboxStatus.Pending, nextAttemptAt: LessThanOrEqual(now), claimedUntil: IsNull() },
        { status: OutboxStatus.Pending, nextAttemptAt: LessThanOrEqual(now), claimedUntil: LessThan(now) },
      ],
      order: { nextAttemptAt: 'ASC' },
      take: BATCH,
    });
    for (const { id } of due) if (await this.claim(id)) await this.send(id);
  }

  /** Takes the mail for this instance if nobody holds it; true when it did. */
  private async claim(id: number): Promise<boolean> {
    const now = new Date();
    const result = await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .update(OutboxMail)
        .set({ claimedBy: this.instance, claimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where('id = :id AND status = :pending AND (claimedUntil IS NULL OR claimedUntil < :now)', { id, pending: OutboxStatus.Pending, now })
        .execute(),
    );
    return result.affected === 1;
  }

  private async send(id: number): Promise<void> {
    const repo = this.dataSource.getRepository(OutboxMail);
    const mail = await repo.findOneByOrFail({ id });
    const mine = { id, claimedBy: this.instance };
    try {
      await this.transport.send(
        { to: mail.toAddress, subject: mail.subject, text: mail.text, html: mail.html, headers: JSON.parse(mail.headers), messageId: `<outbox-${mail.id}@${this.host}>` },
        `${mail.id}-${mail.eventKey.split(':')[0]}`,
      );
      await this.transactions.run((manager) =>
        manager.update(OutboxMail, mine, { status: OutboxStatus.Sent, sentAt: new Date(), attempts: mail.attempts + 1, claimedBy: null, claimedUntil: null, lastError: null }),
      );
    } catch (error) {
      const attempts = mail.attempts + 1;
      const failed = isPermanentFailure(error) || attempts >= MAX_ATTEMPTS;
      const lastError = String((error as Error).message ?? error).slice(0, 500);
      await this.transactions.run((manager) =>
        manager.update(OutboxMail, mine, {
          status: failed ? OutboxStatus.Failed : OutboxStatus.Pending,
          attempts,
          nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          claimedBy: null,
          claimedUntil: null,
          lastError,
        }),
      );
      this.logger[failed ? 'error' : 'warn'](`Mail ${mail.id} ${failed ? 'given up' : `failed (attempt ${attempts}), retrying`}: ${lastError}`);
    }
  }
}
