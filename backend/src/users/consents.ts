import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Consent } from './consent.entity';
import { ConsentPurpose, ConsentSource } from './consent-purpose';
import { PRIVACY_NOTICE_VERSION } from './privacy-notice';

/** The most records an export lists. */
const HISTORY_LIMIT = 10_000;

export interface ConsentChange {
  purpose: ConsentPurpose;
  granted: boolean;
  scope?: string | null;
}

/** Writes and reads the consent records (consent.entity.ts); every change of an optional purpose goes through `record`. */
@Injectable()
export class Consents {
  constructor(@InjectRepository(Consent) private readonly consents: Repository<Consent>) {}

  /** Appends one record per change, in the caller's transaction, under the notice in force. */
  async record(manager: EntityManager, userId: number, source: ConsentSource, changes: ConsentChange[]): Promise<void> {
    if (!changes.length) return;
    await manager.insert(
      Consent,
      changes.map((change) => ({ userId, purpose: change.purpose, scope: change.scope ?? null, granted: change.granted, noticeVersion: PRIVACY_NOTICE_VERSION, source })),
    );
  }

  /** The user's records, oldest first (the data export). */
  history(userId: number): Promise<Consent[]> {
    return this.consents.find({ where: { userId }, order: { id: 'ASC' }, take: HISTORY_LIMIT });
  }
}
