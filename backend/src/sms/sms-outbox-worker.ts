import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PeriodicJob } from '../common/periodic-job';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OutboxRounds } from '../database/outbox-rounds';
import { TransactionRunner } from '../database/transaction-runner';
import { OutboxSms } from './sms-outbox.entity';
import { SMPP_TIMEOUT_MS, SmsFailure, SmsTransport } from './sms-transport';

/** How often an instance looks for SMS to send. */
const POLL_MS = 1000;
/** 2 s, 4 s, … doubling up to 10 min: a code is worth nothing after 10 minutes, so a message gives up within about an hour. */
const MAX_ATTEMPTS = 12;
export const smsRetryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1000, 10 * 60_000);

/**
 * Sends queued SMS in rounds, as mail is sent (docs/decisions/0041-sms-outbox.md): database/outbox-rounds.ts claims,
 * sends and records, so with several instances each message is sent by one; this worker brings the SMPP (or file)
 * transport and the retry policy. A refused bind, an outage or a throttled submit is retried with backoff; a
 * permanent refusal (an invalid destination) is given up at once.
 */
@Injectable()
export class SmsOutboxWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Sms');
  private readonly transport: SmsTransport;
  private readonly rounds: OutboxRounds<OutboxSms>;
  private readonly job = new PeriodicJob(this.logger, () => this.sendDue(), { schedule: { everyMs: POLL_MS }, failure: 'SMS outbox round failed', onError: undefined });

  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource, transactions: TransactionRunner) {
    this.transport = new SmsTransport(config.sms);
    // One send is at most a bind and a submit_sm, each with the transport's timeout; a claim holds well beyond that.
    this.rounds = new OutboxRounds(dataSource, transactions, OutboxSms, { batch: 20, claimMs: 120_000, sendMs: 2 * SMPP_TIMEOUT_MS + 5_000 }, this.logger);
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
    return this.rounds.sendDue((sms) =>
      this.rounds.attempt(sms, () => this.transport.send({ id: sms.id, to: sms.toNumber, text: sms.text }), {
        label: `SMS ${sms.id}`,
        isPermanent: (error) => error instanceof SmsFailure && error.permanent,
        maxAttempts: MAX_ATTEMPTS,
        retryDelayMs: smsRetryDelayMs,
      }),
    );
  }
}
