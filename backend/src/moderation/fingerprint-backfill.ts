import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { PeriodicJob } from '../common/periodic-job';
import { TransactionRunner } from '../database/transaction-runner';
import { DuplicatesService } from './duplicates.service';

/** After start, once the start's own work (migrations, seeds, the first requests) is done. */
const START_DELAY_MS = 5 * 60 * 1000;
const ADS_PER_BATCH = 100;
/** Between batches, so that a catalogue of old ads is fingerprinted without taking the database from the requests. */
const PAUSE_MS = 200;

/**
 * Fingerprints the ads stored before duplicate detection (issue 39): they have no rows in ad_fingerprints,
 * so a copy of one was never found. Once per start, in id order and small batches; each ad in a transaction
 * of its own, locked and checked again, so that instances running it together (or an edit recording the
 * ad meanwhile) fingerprint it once. Ads whose text is too short to fingerprint and have no photo hash
 * stay without rows and are looked at again at the next start (a read each).
 */
@Injectable()
export class FingerprintBackfill implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('FingerprintBackfill');
  private readonly job = new PeriodicJob(this.logger, () => this.pass(), { schedule: { onceAfterMs: START_DELAY_MS }, failure: 'Fingerprinting older ads failed', onError: 0 });
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: TransactionRunner,
    private readonly duplicates: DuplicatesService,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onApplicationShutdown(): Promise<void> {
    this.stopping = true; // the pass going ends after its batch
    return this.job.stop();
  }

  /** One pass over the ads without fingerprints (a pass still going is joined); answers how many it fingerprinted. */
  runOnce(): Promise<number> {
    return this.job.runOnce();
  }

  private async pass(): Promise<number> {
    let after = 0;
    let recorded = 0;
    while (!this.stopping) {
      const rows: { id: number }[] = await this.dataSource.query(
        `SELECT id FROM ads WHERE id > ? AND NOT EXISTS (SELECT 1 FROM ad_fingerprints f WHERE f.adId = ads.id) ORDER BY id LIMIT ${ADS_PER_BATCH}`,
        [after],
      );
      if (!rows.length) break;
      for (const { id } of rows) if (await this.fingerprint(Number(id))) recorded++;
      after = Number(rows[rows.length - 1].id);
      await sleep(PAUSE_MS);
    }
    if (recorded) this.logger.log(`Fingerprinted ${recorded} ads stored before duplicate detection`);
    return recorded;
  }

  private fingerprint(adId: number): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const lock = this.transactions.isSqlite ? '' : ' FOR UPDATE';
      const [ad]: { title: string; description: string }[] = await manager.query(`SELECT title, description FROM ads WHERE id = ?${lock}`, [adId]);
      if (!ad) return false;
      const [done] = await manager.query('SELECT 1 AS done FROM ad_fingerprints WHERE adId = ? LIMIT 1', [adId]);
      if (done) return false;
      const images: { phash: string | null }[] = await manager.query('SELECT phash FROM ad_images WHERE adId = ? ORDER BY position', [adId]);
      await this.duplicates.record(manager, adId, { title: ad.title, description: ad.description, phashes: images.map((image) => image.phash) });
      return true;
    });
  }
}
