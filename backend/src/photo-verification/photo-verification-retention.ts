import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource, In, IsNull, LessThan, Not } from 'typeorm';
import { PeriodicJob } from '../common/periodic-job';
import { UsersService } from '../users/users.service';
import { PhotoVerificationClock } from './photo-verification-clock';
import { PhotoVerification } from './photo-verification.entity';
import { PhotoVerificationStatus } from './photo-verification-status';
import { SELFIE_RETENTION_DAYS, UNANSWERED_REQUEST_DAYS } from './selfie-retention';
import { SelfieStore } from './selfie-store';

const DAY_MS = 24 * 3600 * 1000;
const PASS_EVERY_MS = 6 * 3600 * 1000;
/** A selfie file younger than this may belong to an upload whose row is not committed yet: never swept as unreferenced. */
const UPLOAD_GRACE_MS = 3600 * 1000;
const BATCH = 500;

export interface SelfiePass {
  /** Selfies of decided requests deleted once SELFIE_RETENTION_DAYS passed. */
  decidedSelfies: number;
  /** Requests deleted: unanswered for UNANSWERED_REQUEST_DAYS, or of an ad deleted since. */
  requests: number;
  /** Selfie files no request refers to (a failed clean-up). */
  strayFiles: number;
}

/**
 * Keeps selfies no longer than their purpose (docs/compliance.md, retention): every six hours on every instance (each
 * step is idempotent), it deletes the selfies of requests decided over SELFIE_RETENTION_DAYS ago, requests whose
 * selfie never came, requests of deleted ads, and stray files. A deleted account's requests and selfies go with it.
 */
@Injectable()
export class PhotoVerificationRetention implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PhotoVerificationRetention');
  private readonly job = new PeriodicJob(this.logger, () => this.pass(this.clock.now()), {
    schedule: { everyMs: PASS_EVERY_MS },
    failure: 'Selfie retention pass failed',
    onError: null,
  });

  constructor(
    private readonly dataSource: DataSource,
    private readonly selfies: SelfieStore,
    private readonly users: UsersService,
    private readonly clock: PhotoVerificationClock,
  ) {}

  onModuleInit(): void {
    // In the deletion's transaction: the requests go; their selfies once it has committed.
    this.users.onDeleted(async (user, manager) => {
      const rows = await manager.find(PhotoVerification, { where: { seller: { id: user.id } }, select: { id: true, selfie: true } });
      if (!rows.length) return;
      await manager.delete(PhotoVerification, { id: In(rows.map((row) => row.id)) });
      return async () => {
        for (const row of rows) await this.selfies.remove(row.selfie);
      };
    });
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One pass as if it were `now` (the clock's time by default; a pass going is joined). */
  runOnce(now = this.clock.now()): Promise<SelfiePass | null> {
    return this.job.runOnce(() => this.pass(now));
  }

  private async pass(now: Date): Promise<SelfiePass> {
    const m = this.dataSource.manager;
    const removed: SelfiePass = { decidedSelfies: 0, requests: 0, strayFiles: 0 };

    const decided = await m.find(PhotoVerification, {
      where: { status: In([PhotoVerificationStatus.Approved, PhotoVerificationStatus.Refused]), selfie: Not(IsNull()), decidedAt: LessThan(new Date(now.getTime() - SELFIE_RETENTION_DAYS * DAY_MS)) },
      select: { id: true, selfie: true },
      take: BATCH,
    });
    for (const row of decided) {
      await m.update(PhotoVerification, { id: row.id }, { selfie: null });
      await this.selfies.remove(row.selfie);
    }
    removed.decidedSelfies = decided.length;

    const lapsed = await m.find(PhotoVerification, {
      where: [{ status: PhotoVerificationStatus.AwaitingSelfie, createdAt: LessThan(new Date(now.getTime() - UNANSWERED_REQUEST_DAYS * DAY_MS)) }, { ad: { id: IsNull() } }],
      select: { id: true, selfie: true },
      take: BATCH,
    });
    if (lapsed.length) {
      await m.delete(PhotoVerification, { id: In(lapsed.map((row) => row.id)) });
      for (const row of lapsed) await this.selfies.remove(row.selfie);
    }
    removed.requests = lapsed.length;

    const onDisk = await this.selfies.names();
    if (onDisk.length) {
      const kept = new Set<string>();
      for (let i = 0; i < onDisk.length; i += BATCH) {
        const rows = await m.find(PhotoVerification, { where: { selfie: In(onDisk.slice(i, i + BATCH)) }, select: { id: true, selfie: true } });
        for (const row of rows) kept.add(row.selfie!);
      }
      for (const name of onDisk.filter((name) => !kept.has(name))) {
        const written = await stat(join(this.selfies.dir, name)).catch(() => null);
        if (!written || written.mtimeMs > now.getTime() - UPLOAD_GRACE_MS) continue;
        await this.selfies.remove(name);
        removed.strayFiles++;
      }
    }

    const done = Object.entries(removed).filter(([, count]) => count > 0);
    if (done.length) this.logger.log(`Removed by the selfie retention: ${done.map(([rule, count]) => `${rule} ${count}`).join(', ')}`);
    return removed;
  }
}
