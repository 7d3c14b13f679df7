import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, LessThan } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors';
import { OutboxStatus } from '../database/outbox-status';
import { OutboxSms } from './sms-outbox.entity';

/**
 * Queues SMS. Callers pass the EntityManager of the transaction that makes the change, so the message exists
 * exactly when the change does; SmsOutboxWorker sends it later (docs/decisions/0041-sms-outbox.md).
 */
@Injectable()
export class SmsOutbox {
  constructor(private readonly dataSource: DataSource) {}

  /** Queues `text` to `toE164` for the event `eventKey` (such as `phone-code:<id>`); a second call for the same event queues nothing and answers false. */
  async queue(manager: EntityManager, eventKey: string, toE164: string, text: string): Promise<boolean> {
    try {
      await manager.insert(OutboxSms, { eventKey: eventKey.slice(0, 191), toNumber: toE164, text: text.slice(0, 500), nextAttemptAt: new Date() });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Removes every message to these numbers, sent or not (the account was deleted: its numbers are personal data). */
  async forget(manager: EntityManager, numbers: string[]): Promise<void> {
    if (numbers.length) await manager.createQueryBuilder().delete().from(OutboxSms).where('toNumber IN (:...numbers)', { numbers }).execute();
  }

  /** Deletes the SMS sent or given up on before `before` (a message still waiting is kept); answers how many. */
  async forgetSentBefore(before: Date): Promise<number> {
    const { affected } = await this.dataSource.manager.delete(OutboxSms, { status: In([OutboxStatus.Sent, OutboxStatus.Failed]), createdAt: LessThan(before) });
    return affected ?? 0;
  }
}
