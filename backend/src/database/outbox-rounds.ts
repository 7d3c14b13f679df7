import type { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityTarget, type FindOptionsWhere, In, IsNull, LessThan, LessThanOrEqual } from 'typeorm';
import type { OutboxColumns } from './outbox-columns';
import { OutboxStatus } from './outbox-status';
import { TransactionRunner } from './transaction-runner';

export interface OutboxRoundOptions {
  /** Rows claimed, sent and recorded together in a round. */
  batch: number;
  /** How long a claim holds: longer than a round may send for plus one send, so a live sender is never overtaken. */
  claimMs: number;
  /** The longest one send can take (the transport's timeouts). */
  sendMs: number;
}

export interface RetryPolicy {
  /** What the log calls the row: `Mail 17`, `SMS 17`. */
  label: string;
  /** A refusal no retry can change: given up at once. */
  isPermanent: (error: unknown) => boolean;
  maxAttempts: number;
  retryDelayMs: (attempts: number) => number;
}

/** What sending one row came to, written when the round ends; a failure is logged once that is written. */
export type Outcome<T> = { id: number; changes: Partial<T>; failure?: { level: 'error' | 'warn'; message: string } };
type Claim = { claimedBy: string; claimedUntil: Date };
/** What a round's end writes on each of its rows, sent or not: nobody holds it any more. */
const RELEASED = { claimedBy: null, claimedUntil: null };

/**
 * The sending rounds of an outbox (docs/decisions/0011-mail-outbox.md, 0028, 0041): a round claims the due rows nobody
 * holds with one conditional UPDATE under a claim id of its own, so with several instances each row is sent by one;
 * sends them; then records every outcome in one transaction. A claim left by a crashed instance lapses after `claimMs`
 * and the row is sent then. The mail and SMS workers each run one, with their own transport and retry policy.
 */
export class OutboxRounds<T extends OutboxColumns> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly entity: EntityTarget<T>,
    private readonly options: OutboxRoundOptions,
    private readonly logger: Logger,
  ) {}

  /** One round: what is due, claimed, sent by `send` one after another, and recorded. */
  async sendDue(send: (row: T) => Promise<Outcome<T>>): Promise<void> {
    const now = new Date();
    const due = await this.dataSource.getRepository(this.entity).find({
      select: { id: true } as never,
      where: [
        { status: OutboxStatus.Pending, nextAttemptAt: LessThanOrEqual(now), claimedUntil: IsNull() },
        { status: OutboxStatus.Pending, nextAttemptAt: LessThanOrEqual(now), claimedUntil: LessThan(now) },
      ] as FindOptionsWhere<T>[],
      order: { nextAttemptAt: 'ASC' } as never,
      take: this.options.batch,
    });
    if (!due.length) return;
    const claim: Claim = { claimedBy: randomUUID(), claimedUntil: new Date(now.getTime() + this.options.claimMs) };
    const ids = due.map(({ id }) => id);
    const rows = await this.claim(ids, claim, now);
    const outcomes: Outcome<T>[] = [];
    try {
      for (const row of rows) {
        // A row whose claim could lapse while it is sent waits for the next round.
        if (Date.now() > claim.claimedUntil.getTime() - this.options.sendMs) break;
        outcomes.push(await send(row));
      }
    } finally {
      await this.record(claim.claimedBy, rows, outcomes);
    }
    for (const { failure } of outcomes) if (failure) this.logger[failure.level](failure.message);
  }

  /** Runs one send of `row` and says what it came to: sent, retried later with backoff, or given up. */
  async attempt(row: T, send: () => Promise<void>, policy: RetryPolicy): Promise<Outcome<T>> {
    try {
      await send();
      return { id: row.id, changes: { status: OutboxStatus.Sent, sentAt: new Date(), attempts: row.attempts + 1, lastError: null } as Partial<T> };
    } catch (error) {
      const attempts = row.attempts + 1;
      const failed = policy.isPermanent(error) || attempts >= policy.maxAttempts;
      const lastError = String((error as Error).message ?? error).slice(0, 500);
      return {
        id: row.id,
        changes: { status: failed ? OutboxStatus.Failed : OutboxStatus.Pending, attempts, nextAttemptAt: new Date(Date.now() + policy.retryDelayMs(attempts)), lastError } as Partial<T>,
        failure: { level: failed ? 'error' : 'warn', message: `${policy.label} ${failed ? 'given up' : `failed (attempt ${attempts}), retrying`}: ${lastError}` },
      };
    }
  }

  /** Takes for this round the rows that nobody holds; answers them in the order asked. */
  private async claim(ids: number[], claim: Claim, now: Date): Promise<T[]> {
    await this.transactions.run((manager) =>
      manager
        .createQueryBuilder()
        .update(this.entity)
        .set(claim as never)
        .where('id IN (:...ids) AND status = :pending AND (claimedUntil IS NULL OR claimedUntil < :now)', { ids, pending: OutboxStatus.Pending, now })
        .execute(),
    );
    const claimed = await this.dataSource.getRepository(this.entity).findBy({ id: In(ids), claimedBy: claim.claimedBy } as FindOptionsWhere<T>);
    return claimed.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  }

  /**
   * The round's outcomes in one commit, and its unsent rows let go. Only rows still under this round's claim are
   * written (one deleted meanwhile stays deleted). A crash before this commit sends the round's rows again once the
   * claim lapses (decision 0028).
   */
  private async record(claimedBy: string, rows: T[], outcomes: Outcome<T>[]): Promise<void> {
    const unsent = rows.filter((row) => !outcomes.some((outcome) => outcome.id === row.id)).map((row) => row.id);
    if (!outcomes.length && !unsent.length) return;
    await this.transactions.run(async (manager) => {
      for (const { id, changes } of outcomes) await manager.update(this.entity, { id, claimedBy } as FindOptionsWhere<T>, { ...changes, ...RELEASED } as never);
      if (unsent.length) await manager.update(this.entity, { id: In(unsent), claimedBy } as FindOptionsWhere<T>, RELEASED as never);
    });
  }
}
