import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PeriodicJob } from '../common/periodic-job';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { NoticeKind } from '../notices/notice-kind';
import { type NoticeEvent, NoticesService } from '../notices/notices.service';
import { adNotices } from './ad-notices';
import { Ad } from './ad.entity';
import { AdStatus } from './ad-status';
import { RENEWAL_WINDOW_MS } from './renewal';

const DAY = 86_400_000;
/** Events older than this are not told late (after downtime, or on the first run over old ads). */
const LOOK_BACK = 2 * DAY;
const BATCH = 500;

type Due = { kind: NoticeKind; column: 'expiresAt' | 'promotedUntil'; from: Date; to: Date; event: (ad: Ad, at: Date) => NoticeEvent };

/**
 * Tells sellers, at a cadence set by NOTICES_INTERVAL_SECONDS, that an ad expires in two days, has
 * expired, or its promotion has ended. Every instance runs it; each event is told once, because a
 * notice's key names the ad and the moment (NoticesService.tell).
 */
@Injectable()
export class AdLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AdLifecycle');
  private readonly job: PeriodicJob<number>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(Ad) private readonly ads: Repository<Ad>,
    private readonly notices: NoticesService,
    private readonly transactions: TransactionRunner,
  ) {
    this.job = new PeriodicJob(this.logger, () => this.pass(), { schedule: { everyMs: config.noticesIntervalSeconds * 1000 }, failure: 'Scheduled notices failed', onError: 0 });
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One pass over every kind of due notice; answers how many were new. A pass still going is joined, not doubled. */
  runOnce(): Promise<number> {
    return this.job.runOnce();
  }

  private async pass(): Promise<number> {
    const now = new Date();
    const renew = (ad: Ad) => this.notices.link(`/renew/${ad.id}`);
    const promote = (ad: Ad) => this.notices.link(`/topup/${ad.id}`);
    const due: Due[] = [
      {
        kind: NoticeKind.AdExpiring,
        column: 'expiresAt',
        from: now,
        to: new Date(now.getTime() + RENEWAL_WINDOW_MS),
        event: (ad, at) => ({ eventKey: `ad-expiring:${ad.id}:${at.toISOString()}`, ...adNotices.expiring(ad, at, renew(ad)) }),
      },
      {
        kind: NoticeKind.AdExpired,
        column: 'expiresAt',
        from: new Date(now.getTime() - LOOK_BACK),
        to: now,
        event: (ad, at) => ({ eventKey: `ad-expired:${ad.id}:${at.toISOString()}`, ...adNotices.expired(ad, renew(ad)) }),
      },
      {
        kind: NoticeKind.PromotionEnded,
        column: 'promotedUntil',
        from: new Date(now.getTime() - LOOK_BACK),
        to: now,
        event: (ad, at) => ({ eventKey: `promotion-ended:${ad.id}:${at.toISOString()}`, ...adNotices.promotionEnded(ad, promote(ad)) }),
      },
    ];
    let told = 0;
    for (const { kind, column, from, to, event } of due) {
      const ads = await this.candidates(kind, column, from, to);
      if (!ads.length) continue;
      // A transaction a batch, not a notice: every commit is a disk flush and, on SQLite, makes each read
      // connection drop its page cache; a pass after downtime tells hundreds (docs/decisions/0028).
      told += await this.transactions.run(async (manager) => {
        let fresh = 0;
        for (const ad of ads) if (await this.notices.tell(manager, ad.seller, event(ad, ad[column]!))) fresh++;
        return fresh;
      });
    }
    // One line per pass at debug level: with several instances, shows that each ran and who told what.
    this.logger.debug(`Scheduled notices pass done: ${told} new`);
    return told;
  }

  /**
   * Live ads whose `column` falls in (from, to] and that have no notice of this kind since the window
   * opened (index IDX_notices_ad); the notice's unique key is what guarantees once.
   */
  private candidates(kind: NoticeKind, column: 'expiresAt' | 'promotedUntil', from: Date, to: Date): Promise<Ad[]> {
    // In (time, id) order: instances running a pass at once insert the same notices in the same order, so neither
    // waits for a lock the other is waiting for.
    return this.ads
      .createQueryBuilder('ad')
      .innerJoinAndSelect('ad.seller', 'seller')
      .where('ad.status = :active', { active: AdStatus.Active })
      .andWhere(`ad.${column} > :from AND ad.${column} <= :to`, { from, to })
      .andWhere('NOT EXISTS (SELECT 1 FROM notices n WHERE n.adId = ad.id AND n.kind = :kind AND n.createdAt >= :since)', { kind, since: new Date(from.getTime() - LOOK_BACK) })
      .orderBy(`ad.${column}`, 'ASC')
      .addOrderBy('ad.id', 'ASC')
      .limit(BATCH)
      .getMany();
  }
}
