import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { toRupees } from '../database/columns';
import { LedgerEntry } from './ledger-entry.entity';

@Injectable()
export class WalletService {
  constructor(@InjectRepository(LedgerEntry) private readonly ledger: Repository<LedgerEntry>) {}

  /** The balance in paise: the sum of the seller's ledger. Pass the transaction's manager when inside one. */
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
}
