import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PeriodicJob } from '../common/periodic-job';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OutboxRounds } from '../database/outbox-rounds';
import { TransactionRunner } from '../database/transaction-runner';
import { isPermanentFailure, MailTransport } from './mail-transport';
import { OutboxMail } from './outbox-mail.entity';

/** How often an instance looks for mail to send. */
const POLL_MS = 1000;
/** 2 s, 4 s, … doubling up to 30 min: 20 attempts span about six hours of SMTP outage. */
const MAX_ATTEMPTS = 20;
export const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 30 * 60_000);

/**
 * Sends queued mail in rounds (docs/decisions/0011-mail-outbox.md, 0028): database/outbox-rounds.ts claims, sends and
 * records; this worker brings the SMTP transport and the retry policy. A failure is retried with backoff; an SMTP 5xx
 * answer fails the mail for good.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: MailTransport;
  private readonly host: string;
  private readonly rounds: OutboxRounds<OutboxMail>;
  private readonly job = new PeriodicJob(this.logger, () => this.sendDue(), { schedule: { everyMs: POLL_MS }, failure: 'Outbox round failed', onError: undefined });

  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource, transactions: TransactionRunner) {
    this.transport = new MailTransport(config.mail);
    this.host = new URL(config.publicUrl).hostname;
    // A claim holds 2 minutes, longer than a round may send for plus one send (the transport's connection, greeting
    // and socket timeouts, mail-transport.ts: 70 s), so a live sender is never overtaken.
    this.rounds = new OutboxRounds(dataSource, transactions, OutboxMail, { batch: 20, claimMs: 120_000, sendMs: 70_000 }, this.logger);
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

  private sendDue(): Promise<void> {
    return this.rounds.sendDue((mail) =>
      this.rounds.attempt(
        mail,
        () =>
          this.transport.send(
            { to: mail.toAddress, subject: mail.subject, text: mail.text, html: mail.html, headers: JSON.parse(mail.headers), messageId: `<outbox-${mail.id}@${this.host}>` },
            `${mail.id}-${mail.eventKey.split(':')[0]}`,
          ),
        { label: `Mail ${mail.id}`, isPermanent: isPermanentFailure, maxAttempts: MAX_ATTEMPTS, retryDelayMs },
      ),
    );
  }
}
