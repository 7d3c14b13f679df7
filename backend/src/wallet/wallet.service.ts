import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { toRupees } from '../database/columns';
import { TransactionRunner } from '../database/transaction-runner';
import { User } from '../users/user.entity';
import { LedgerEntryDto, WalletDto } from './dto/payment.dto';
import { LedgerEntry } from './ledger-entry.entity';
import { LedgerKind } from './ledger-kind';

export interface Movement {
  kind: LedgerKind;
  description: string;
  paymentId?: number;
  adId?: number;
}

const toEntryDto = ({ id, amountPaise, kind, description, createdAt }: LedgerEntry): LedgerEntryDto => ({ id, amount: toRupees(amountPaise), kind, description, createdAt });

/**
 * The wallet is a ledger: every credit and debit is a row and the balance is their sum. Money moves
 * only through credit() and debit(), inside the caller's transaction, with the seller's wallet locked.
 */
@Injectable()
export class WalletService {
  constructor(
    @InjectRepository(LedgerEntry) private readonly ledger: Repository<LedgerEntry>,
    private readonly transactions: TransactionRunner,
  ) {}

  /** The balance in paise. Pass the transaction's manager when inside one. */
  async balancePaise(userId: number, manager: EntityManager = this.ledger.manager): Promise<number> {
    const row = await manager
      .createQueryBuilder(LedgerEntry, 'entry')
      .select('COALESCE(SUM(entry.amountPaise), 0)', 'balance')
      .where('entry.userId = :userId', { userId })
      .getRawOne<{ balance: string | number }>();
    return Number(row?.balance ?? 0);
  }

  async balanceRupees(userId: number): Promise<number> {
    return toRupees(await this.balancePaise(userId));
  }

  /** Locks the seller's wallet (their user row) until the transaction ends, so concurrent purchases queue. */
  async lock(manager: EntityManager, userId: number): Promise<void> {
    await this.transactions.lockForUpdate(manager.createQueryBuilder(User, 'user').select('user.id').where('user.id = :userId', { userId })).getOne();
  }

  async credit(manager: EntityManager, userId: number, amountPaise: number, movement: Movement): Promise<void> {
    await this.lock(manager, userId);
    await this.insert(manager, userId, amountPaise, movement);
  }

  /** Debits the wallet, or refuses with 409 when the balance does not cover the amount. Returns the new balance in paise. */
  async debit(manager: EntityManager, userId: number, amountPaise: number, movement: Movement, refusal: string): Promise<number> {
    await this.lock(manager, userId);
    const balance = await this.balancePaise(userId, manager);
    if (balance < amountPaise) throw new ConflictException({ detail: refusal });
    await this.insert(manager, userId, -amountPaise, movement);
    return balance - amountPaise;
  }

  async wallet(userId: number, page: number, pageSize: number): Promise<WalletDto> {
    const [entries, total] = await this.ledger.findAndCount({ where: { user: { id: userId } }, order: { createdAt: 'DESC', id: 'DESC' }, skip: (page - 1) * pageSize, take: pageSize });
    return { balance: await this.balanceRupees(userId), entries: entries.map(toEntryDto), total, page, pageSize };
  }

  private async insert(manager: EntityManager, userId: number, amountPaise: number, movement: Movement): Promise<void> {
    await manager.insert(LedgerEntry, {
      user: { id: userId },
      amountPaise,
      kind: movement.kind,
      description: movement.description,
      payment: movement.paymentId ? { id: movement.paymentId } : null,
      adId: movement.adId ?? null,
    });
  }
}
