import { ConflictException, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { EntityManager, LessThan } from 'typeorm';
import { TransactionRunner } from '../database/transaction-runner';
import { IdempotencyKey } from './idempotency-key.entity';
import { WalletService } from './wallet.service';
import { walletRefusal } from './wallet-refusals';

/** How long a key is remembered; a retry later than this runs again. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export interface MoneyRequest {
  userId: number;
  /** The client's Idempotency-Key header, if it sent one. */
  key?: string;
  /** What is asked (route, ids, body): the same key with another request is refused. */
  request: unknown;
}

/**
 * Transactions for calls that move money. With an Idempotency-Key, the seller's wallet is locked
 * first, then the key is looked up: a retry, even one racing the first request, waits for the lock
 * and finds the first answer, committed in the same transaction as the money it moved.
 * Only answers that committed are kept: a refused request moved nothing, and its retry runs again.
 */
@Injectable()
export class IdempotentTransactions {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly wallet: WalletService,
  ) {}

  run<T>({ userId, key, request }: MoneyRequest, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (key === undefined) return this.transactions.run(work);
    const fingerprint = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    return this.transactions.run(async (manager) => {
      await this.wallet.lock(manager, userId);
      const expiry = new Date(Date.now() - IDEMPOTENCY_KEY_HOURS * 3600_000);
      await manager.delete(IdempotencyKey, { user: { id: userId }, createdAt: LessThan(expiry) });
      const kept = await manager.findOneBy(IdempotencyKey, { user: { id: userId }, key });
      if (kept) return replay<T>(kept, fingerprint);
      await manager.insert(IdempotencyKey, { user: { id: userId }, key, request: fingerprint, answer: null });
      const answer = await work(manager);
      await manager.update(IdempotencyKey, { user: { id: userId }, key }, { answer: JSON.stringify(answer) });
      return answer;
    });
  }
}

function replay<T>(kept: IdempotencyKey, fingerprint: string): T {
  if (kept.request !== fingerprint || kept.answer === null) {
    throw new ConflictException({ detail: walletRefusal('keyReused'), errors: { 'Idempotency-Key': walletRefusal('usedForAnotherRequest') } });
  }
  return JSON.parse(kept.answer) as T;
}
