import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, LessThan } from 'typeorm';
import { PeriodicJob } from '../common/periodic-job';
import { SmsOutbox } from '../sms/sms-outbox';
import { PhoneCode } from './phone-code.entity';

const DAY_MS = 24 * 3600 * 1000;
/** A code serves its 10 minutes and the day's limits; two days after it was sent it has no purpose left. */
export const PHONE_CODE_DAYS = 2;
/** An SMS sent or given up on: its copy in the outbox holds the number (and a dead code), as a sent mail's does. */
export const SENT_SMS_DAYS = 30;
const PASS_EVERY_MS = 6 * 3600 * 1000;

/**
 * Deletes phone codes and sent SMS past their keeping period (DPDP Act 2023 s. 8(7); docs/operations.md, "Retention"),
 * every six hours on every instance (deletes by age: running twice is harmless).
 */
@Injectable()
export class PhoneCodeRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Retention');
  private readonly job = new PeriodicJob(this.logger, () => this.pass(new Date()), { schedule: { everyMs: PASS_EVERY_MS }, failure: 'Phone code retention failed', onError: null });

  constructor(
    private readonly dataSource: DataSource,
    private readonly sms: SmsOutbox,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One pass as if it were `now`; answers how many codes and SMS it removed. */
  runOnce(now = new Date()): Promise<{ phoneCodes: number; sentSms: number } | null> {
    return this.job.runOnce(() => this.pass(now));
  }

  private async pass(now: Date): Promise<{ phoneCodes: number; sentSms: number }> {
    const codes = await this.dataSource.manager.delete(PhoneCode, { createdAt: LessThan(new Date(now.getTime() - PHONE_CODE_DAYS * DAY_MS)) });
    const sentSms = await this.sms.forgetSentBefore(new Date(now.getTime() - SENT_SMS_DAYS * DAY_MS));
    const removed = { phoneCodes: codes.affected ?? 0, sentSms };
    if (removed.phoneCodes || removed.sentSms) this.logger.log(`Removed by the retention periods: phoneCodes ${removed.phoneCodes}, sentSms ${removed.sentSms}`);
    return removed;
  }
}
