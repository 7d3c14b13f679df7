import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type EntitySubscriberInterface, In, IsNull, type QueryRunner, type TransactionCommitEvent, type TransactionRollbackEvent } from 'typeorm';
import { PeriodicJob } from '../common/periodic-job';
import { slugify } from '../common/slug';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { toSqlDateTime } from '../database/columns';
import { TransactionRunner } from '../database/transaction-runner';
import { AdsService } from '../ads';
import { Outbox, type RenderedMail } from '../mail/outbox';
import { type AlertAd, alertMails } from './alert-mails';
import { AlertMatcher } from './alert-matcher';
import { PendingAlert } from './pending-alert.entity';
import { SavedSearchMatch } from './saved-search-match.entity';
import { SavedSearch } from './saved-search.entity';
import { AlertFrequency } from './alert-frequency';
import { PushKind } from '../push/push-kind';
import { type PushMessage, PushOutbox } from '../push/push-outbox';
import { alertsTopic, SavedSearchesService } from './saved-searches.service';

const DAY = 86_400_000;
/** A digest lists at most this many ads (the newest); the mail links to the results for the rest. */
const DIGEST_ADS = 20;
/** Saved searches given a digest per pass; pending ads read per query. */
const BATCH = 500;
/** Match rows per INSERT, users per lookup of those told before. */
const ROWS_PER_STATEMENT = 200;
/** Digests per transaction: a commit each would be hundreds a pass (decision 0028), one for all would hold SQLite's writer long. */
const DIGESTS_PER_COMMIT = 50;
/** Marks a query runner whose open transaction recorded an ad to match (told once it commits). */
const RECORDED = 'searchAlertsPending';

/**
 * Mails saved searches' new ads (docs/decisions/0012-search-alerts.md). The transaction that makes
 * an ad live only records it (`adWentLive`: a pending_alerts row). Once that commits, a pass here
 * matches the ad (AlertMatcher) and renders its instant mails, then, in a short transaction that
 * deletes the pending row, gives each user one match row per ad (unique, so nobody is mailed an ad
 * twice) and queues those mails. Daily searches are gathered into one digest a day per search.
 * Every SEARCH_ALERTS_INTERVAL_SECONDS a pass catches up what a crash left pending, then sends the
 * digests due.
 */
/** A waiting ad's alerts, matched and rendered, for recordAlerts. */
export interface PreparedAlerts {
  adId: number;
  /** One per user; `mail` for an instant search (a daily one waits for its digest). */
  alerts: { userId: number; savedSearchId: number; mail: RenderedMail | null; push: PushMessage | null }[];
}

@Injectable()
export class SearchAlerts implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown, EntitySubscriberInterface {
  private readonly logger = new Logger('SearchAlerts');
  private readonly job: PeriodicJob<number>;
  private matchingPass?: Promise<number>;
  private nextMatchingPass?: Promise<number>;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly matcher: AlertMatcher,
    private readonly outbox: Outbox,
    private readonly searches: SavedSearchesService,
    private readonly transactions: TransactionRunner,
    private readonly ads: AdsService,
    private readonly push: PushOutbox,
  ) {
    this.job = new PeriodicJob(this.logger, () => this.matchPending().then(() => this.digests()), {
      schedule: { everyMs: config.searchAlertsIntervalSeconds * 1000 },
      failure: 'Saved search digests failed',
      onError: 0,
    });
    dataSource.subscribers.push(this);
  }

  onModuleInit(): void {
    this.ads.onWentLive((adId, manager) => this.adWentLive(manager, adId));
  }

  onApplicationBootstrap(): void {
    this.job.start();
    this.nudge(); // what the last run left pending
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await Promise.all([this.job.stop(), this.matchingPass, this.nextMatchingPass]);
  }

  /**
   * Records, in the caller's transaction (the one that made the ad live), that the ad must be matched
   * against the saved searches: the record commits or rolls back with the activation. Matching and
   * mailing run after the commit. An ad already waiting is recorded once.
   */
  async adWentLive(manager: EntityManager, adId: number): Promise<void> {
    await manager.createQueryBuilder().insert().into(PendingAlert).values({ adId }).orIgnore().execute();
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) runner.data[RECORDED] = true;
    else this.nudge();
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (this.transactionEnded(event.queryRunner)) this.nudge();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.transactionEnded(event.queryRunner);
  }

  /**
   * Matches every ad waiting (each once, also with several instances) and queues its instant mails;
   * answers how many ads were handled here. A pass that is running when this is called may have read
   * the waiting list already, so one more pass follows it (shared by every caller meanwhile).
   */
  matchPending(): Promise<number> {
    if (!this.matchingPass) return this.startMatchingPass();
    this.nextMatchingPass ??= this.matchingPass.then(() => {
      this.nextMatchingPass = undefined;
      return this.startMatchingPass();
    });
    return this.nextMatchingPass;
  }

  /**
   * The alerts of a waiting ad, ready to record: the searches it matches (one per user), each instant
   * one's mail rendered. Reads only, so the job does it before its transaction (SQLite has one writer).
   */
  async prepareAlerts(manager: EntityManager, adId: number): Promise<PreparedAlerts> {
    const { ad, searches } = await this.matcher.matching(manager, adId);
    if (!ad) return { adId, alerts: [] };
    const alerts: PreparedAlerts['alerts'] = [];
    for (const search of searches) {
      const instant = search.frequency === AlertFrequency.Instant;
      const described = instant ? await this.searches.inWords(search, search.language) : null;
      const content = described && alertMails.instant(search, described.summary, this.alertAd(ad), this.outbox.link(described.path));
      const mail = content && this.outbox.render(`search-alert:${search.userId}:${ad.id}`, { userId: search.userId, email: search.email }, content, alertsTopic(search.id));
      const push = content && { title: content.subject, body: content.paragraphs[0], url: content.action?.url ?? described.path, tag: `search-${search.id}` };
      alerts.push({ userId: search.userId, savedSearchId: search.id, mail, push });
    }
    return { adId, alerts };
  }

  /**
   * Records a waiting ad's alerts in the caller's transaction: claims the ad by deleting its pending
   * row (a second instance's delete waits for this transaction, then finds nothing: null), then
   * writes one match row per user not told about this ad before (unique per user and ad) and queues
   * the instant mails, in a few multi-row inserts. Answers how many users were told.
   */
  async recordAlerts(manager: EntityManager, prepared: PreparedAlerts): Promise<number | null> {
    const claimed = await manager.delete(PendingAlert, { adId: prepared.adId });
    if (!claimed.affected) return null;
    // Told before: the ad went live earlier, or is live again. Nobody else records this ad meanwhile (it is claimed).
    const told = new Set<number>();
    const userIds = prepared.alerts.map((alert) => alert.userId);
    for (let i = 0; i < userIds.length; i += ROWS_PER_STATEMENT) {
      const some = userIds.slice(i, i + ROWS_PER_STATEMENT);
      const rows: { userId: number }[] = await manager.query(`SELECT userId FROM saved_search_matches WHERE adId = ? AND userId IN (${some.map(() => '?').join(',')})`, [prepared.adId, ...some]);
      for (const row of rows) told.add(Number(row.userId));
    }
    const fresh = prepared.alerts.filter((alert) => !told.has(alert.userId));
    const now = new Date();
    for (let i = 0; i < fresh.length; i += ROWS_PER_STATEMENT) {
      const rows = fresh.slice(i, i + ROWS_PER_STATEMENT).map((alert) => ({ userId: alert.userId, savedSearchId: alert.savedSearchId, adId: prepared.adId, mailedAt: alert.mail ? now : null }));
      await manager.createQueryBuilder().insert().into(SavedSearchMatch).values(rows).updateEntity(false).execute();
    }
    await this.outbox.queueRendered(
      manager,
      fresh.flatMap((alert) => (alert.mail ? [alert.mail] : [])),
    );
    const pushes = fresh.flatMap((alert) => (alert.push ? [{ userId: alert.userId, eventKey: `search-alert:${alert.userId}:${prepared.adId}`, message: alert.push }] : []));
    await this.push.queueMany(manager, PushKind.SearchAlerts, pushes);
    return fresh.length;
  }

  /** One pass of the job: the ads waiting, then the daily digests due; answers how many digests were mailed. A pass still going is joined, not doubled. */
  runOnce(): Promise<number> {
    return this.job.runOnce();
  }

  /** Starts a matching pass soon, outside the caller's call stack (a commit, a request). */
  private nudge(): void {
    if (!this.stopped) setImmediate(() => void this.matchPending());
  }

  /** Whether a transaction that recorded an ad has ended (a savepoint ending leaves the outer one open). */
  private transactionEnded(queryRunner: QueryRunner): boolean {
    if (!queryRunner.data[RECORDED] || queryRunner.isTransactionActive) return false;
    delete queryRunner.data[RECORDED];
    return true;
  }

  private startMatchingPass(): Promise<number> {
    this.matchingPass = this.matchWaiting()
      .catch((error) => {
        this.logger.error(`Saved search matching failed: ${(error as Error).message}`);
        return 0;
      })
      .finally(() => (this.matchingPass = undefined));
    return this.matchingPass;
  }

  /** Oldest first, each ad in its own transaction. An ad that fails stays pending for the next pass. */
  private async matchWaiting(): Promise<number> {
    const failed = new Set<number>();
    let handled = 0;
    for (;;) {
      if (this.stopped) return handled;
      const rows: { adId: number }[] = await this.dataSource.query(`SELECT adId FROM pending_alerts ORDER BY createdAt, adId LIMIT ${BATCH + failed.size}`);
      const waiting = rows.map((row) => Number(row.adId)).filter((adId) => !failed.has(adId));
      if (!waiting.length) return handled;
      for (const adId of waiting) {
        try {
          const prepared = await this.prepareAlerts(this.dataSource.manager, adId);
          if ((await this.transactions.run((manager) => this.recordAlerts(manager, prepared))) !== null) handled++;
        } catch (error) {
          failed.add(adId);
          this.logger.error(`Saved search alerts for ad ${adId} failed: ${(error as Error).message}`);
        }
      }
    }
  }

  private async digests(): Promise<number> {
    const now = new Date();
    // IDX_saved_search_matches_unmailed: only searches with something waiting are looked at.
    const waiting: { id: number }[] = await this.dataSource.query(
      `SELECT DISTINCT m.savedSearchId AS id FROM saved_search_matches m INNER JOIN saved_searches s ON s.id = m.savedSearchId
       WHERE m.mailedAt IS NULL AND (s.lastDigestAt IS NULL OR s.lastDigestAt <= ?) ORDER BY m.savedSearchId LIMIT ${BATCH}`,
      [toSqlDateTime(new Date(now.getTime() - DAY))],
    );
    let mailed = 0;
    // In search order: instances running a pass at once lock the searches in the same order.
    for (let i = 0; i < waiting.length; i += DIGESTS_PER_COMMIT) {
      const some = waiting.slice(i, i + DIGESTS_PER_COMMIT);
      mailed += await this.transactions.run(async (manager) => {
        let sent = 0;
        for (const { id } of some) if (await this.digest(manager, Number(id), now)) sent++;
        return sent;
      });
    }
    return mailed;
  }

  /**
   * The search's waiting matches as one mail (those still public), all marked mailed. The search row is
   * locked and lastDigestAt checked under the lock, so two instances send one digest, not two.
   */
  private async digest(manager: EntityManager, id: number, now: Date): Promise<boolean> {
    const search = await this.transactions.lockForUpdate(manager.createQueryBuilder(SavedSearch, 's').innerJoinAndSelect('s.user', 'u').where('s.id = :id', { id })).getOne();
    if (!search || (search.lastDigestAt && search.lastDigestAt.getTime() > now.getTime() - DAY)) return false;
    const waiting = await manager.find(SavedSearchMatch, { where: { savedSearchId: id, mailedAt: IsNull() } });
    if (!waiting.length) return false;
    await manager.update(SavedSearchMatch, { id: In(waiting.map((m) => m.id)) }, { mailedAt: now });
    await manager.update(SavedSearch, { id }, { lastDigestAt: now });
    const ads: { id: number; title: string }[] = await manager.query(
      `SELECT ad.id AS id, ad.title AS title FROM ads ad INNER JOIN users seller ON seller.id = ad.sellerId
       WHERE ad.id IN (${waiting.map(() => '?').join(',')}) AND ad.status = 'ACTIVE' AND ad.expiresAt > ? AND seller.blocked = 0 ORDER BY ad.id DESC LIMIT ${DIGEST_ADS}`,
      [...waiting.map((m) => m.adId), toSqlDateTime(now)],
    );
    const user = search.user;
    if (!ads.length || user.blocked || user.deletedAt) return false;
    const described = await this.searches.inWords(search, user.language);
    return this.outbox.queue(
      manager,
      `search-digest:${id}:${now.toISOString()}`,
      { userId: user.id, email: user.email },
      alertMails.digest(
        user,
        described.summary,
        ads.map((ad) => this.alertAd({ id: Number(ad.id), title: ad.title })),
        this.outbox.link(described.path),
      ),
      alertsTopic(id),
    );
  }

  private alertAd(ad: { id: number; title: string }): AlertAd {
    return { title: ad.title, url: this.outbox.link(`/ad/${slugify(ad.title) || 'ad'}/${ad.id}`) };
  }
}
