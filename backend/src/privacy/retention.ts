import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource, In, IsNull, LessThan, Like } from 'typeorm';
import { Ad, Report, ReportStatus } from '../ads';
import { Session } from '../auth/session.entity';
import { Role } from '../common/auth/role';
import { PeriodicJob } from '../common/periodic-job';
import { toSqlDateTime } from '../database/columns';
import { OutboxMail } from '../mail/outbox-mail.entity';
import { OutboxStatus } from '../mail/outbox-status';
import { Conversation } from '../messages/conversation.entity';
import { OutboxPush } from '../push/push-outbox.entity';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { Payment } from '../wallet/payment.entity';

const DAY_MS = 24 * 3600 * 1000;

/**
 * How long personal data is kept once its purpose is served (DPDP Act 2023 s. 8(7); the privacy page's "How
 * long we keep it" promises these, docs/compliance.md maps them). Each is enforced by one rule of Retention.
 */
export const RETENTION_DAYS = {
  /** A session that ended or expired: its device and address are of no further use. */
  endedSessions: 30,
  /** A mail sent (or given up on): its copy in the outbox holds the recipient's address and the text. */
  sentMails: 30,
  /** A push sent (or given up on): its copy in the push outbox holds the text, such as the start of a message. */
  sentPushes: 30,
  /** An account whose e-mail was never verified, with no ad and no payment: nobody is using it. */
  unverifiedAccounts: 30,
  /** A visitor's report keeps a hash of their address, to count each reporter once; after this it is cleared. */
  reportAddresses: 90,
  /** A conversation with no message for this long, and no open report, is deleted with its messages. */
  quietConversations: 365,
} as const;

export type RetentionRule = keyof typeof RETENTION_DAYS;
export type RetentionPass = Record<RetentionRule, number>;

const PASS_EVERY_MS = 6 * 3600 * 1000;
/** Rows one statement deletes, so that a first pass on an old database does not hold a long lock. */
const BATCH = 500;

/**
 * Deletes or clears personal data whose keeping period is over, every six hours on every instance (each rule
 * is a delete by age: running twice is harmless), the first pass six hours after start. Each pass logs what
 * it removed, rule by rule.
 */
@Injectable()
export class Retention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Retention');
  private readonly job = new PeriodicJob(this.logger, () => this.pass(new Date()), {
    schedule: { everyMs: PASS_EVERY_MS },
    failure: 'Retention pass failed',
    onError: null,
  });

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One pass as if it were `now` (a pass going is joined); answers how many records each rule removed. */
  runOnce(now = new Date()): Promise<RetentionPass | null> {
    return this.job.runOnce(() => this.pass(now));
  }

  private async pass(now: Date): Promise<RetentionPass> {
    const before = (rule: RetentionRule) => new Date(now.getTime() - RETENTION_DAYS[rule] * DAY_MS);
    const removed: RetentionPass = {
      endedSessions: await this.endedSessions(before('endedSessions')),
      sentMails: await this.sentMails(before('sentMails')),
      sentPushes: await this.inBatches(OutboxPush, { status: In([OutboxStatus.Sent, OutboxStatus.Failed]), createdAt: LessThan(before('sentPushes')) }),
      unverifiedAccounts: await this.unverifiedAccounts(before('unverifiedAccounts')),
      reportAddresses: await this.reportAddresses(before('reportAddresses')),
      quietConversations: await this.quietConversations(before('quietConversations')),
    };
    const done = Object.entries(removed).filter(([, count]) => count > 0);
    if (done.length) this.logger.log(`Removed by the retention periods: ${done.map(([rule, count]) => `${rule} ${count}`).join(', ')}`);
    return removed;
  }

  private async endedSessions(before: Date): Promise<number> {
    const m = this.dataSource.manager;
    const ended = await m.delete(Session, { endedAt: LessThan(before) });
    const expired = await m.delete(Session, { endedAt: IsNull(), expiresAt: LessThan(before) });
    return (ended.affected ?? 0) + (expired.affected ?? 0);
  }

  private async sentMails(before: Date): Promise<number> {
    return this.inBatches(OutboxMail, { status: In([OutboxStatus.Sent, OutboxStatus.Failed]), createdAt: LessThan(before) });
  }

  /** Deleted as the owner's own deletion would (UsersService.deleteAccount): the row stays, anonymised. */
  private async unverifiedAccounts(before: Date): Promise<number> {
    const query = this.dataSource.manager
      .createQueryBuilder(User, 'user')
      .select('user.id', 'id')
      .where('user.emailVerified = :no AND user.role = :user AND user.deletedAt IS NULL AND user.createdAt < :before', { no: false, user: Role.User, before: toSqlDateTime(before) })
      .andWhere(`NOT EXISTS (${this.dataSource.manager.createQueryBuilder(Ad, 'ad').select('1').where('ad.sellerId = user.id').getQuery()})`)
      .andWhere(`NOT EXISTS (${this.dataSource.manager.createQueryBuilder(Payment, 'payment').select('1').where('payment.userId = user.id').getQuery()})`)
      .limit(BATCH);
    const ids = (await query.getRawMany<{ id: number }>()).map((row) => Number(row.id));
    for (const id of ids) await this.users.deleteAccount(id);
    return ids.length;
  }

  private async reportAddresses(before: Date): Promise<number> {
    const cleared = await this.dataSource.manager.update(Report, { reporterKey: Like('address:%'), createdAt: LessThan(before) }, { reporterKey: '' });
    return cleared.affected ?? 0;
  }

  /** Not while a report on the conversation is open: the moderators read it then (ReportsService). */
  private async quietConversations(before: Date): Promise<number> {
    const m = this.dataSource.manager;
    const reported = m.createQueryBuilder(Report, 'report').select('report.conversationId').where('report.conversationId IS NOT NULL AND report.status = :open', { open: ReportStatus.Open });
    const quiet = await m
      .createQueryBuilder(Conversation, 'conversation')
      .select('conversation.id', 'id')
      .where('conversation.lastMessageAt < :before', { before: toSqlDateTime(before) })
      .andWhere(`conversation.id NOT IN (${reported.getQuery()})`)
      .setParameters(reported.getParameters())
      .limit(BATCH)
      .getRawMany<{ id: number }>();
    if (!quiet.length) return 0;
    // Messages go with their conversation (ON DELETE CASCADE).
    const deleted = await m.delete(Conversation, { id: In(quiet.map((row) => Number(row.id))) });
    return deleted.affected ?? 0;
  }

  /** Deletes the rows matching `where`, BATCH at a time. */
  private async inBatches(entity: typeof OutboxMail | typeof OutboxPush, where: Record<string, unknown>): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await this.dataSource.manager.find(entity, { where, select: { id: true }, take: BATCH });
      if (!rows.length) return total;
      total += (await this.dataSource.manager.delete(entity, { id: In(rows.map((row) => row.id)) })).affected ?? 0;
    }
  }
}
