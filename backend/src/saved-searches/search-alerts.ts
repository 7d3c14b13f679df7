import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, IsNull } from 'typeorm';
import { isUniqueViolation } from '../common/db-errors';
import { keywordTerms, matchesWords } from '../common/keywords';
import { slugify } from '../common/slug';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { fromSqlDateTime, toSqlDateTime } from '../database/columns';
import { TransactionRunner } from '../database/transaction-runner';
import { Outbox } from '../mail/outbox';
import { savedSearchTopic } from '../mail/unsubscribe-links';
import { adPassesFilters } from '../search/search-filters';
import { type AlertAd, alertMails } from './alert-mails';
import { SavedSearchMatch } from './saved-search-match.entity';
import { AlertFrequency, SavedSearch } from './saved-search.entity';
import { type Criteria, SavedSearchesService } from './saved-searches.service';

const DAY = 86_400_000;
/** A digest lists at most this many ads (the newest); the mail links to the results for the rest. */
const DIGEST_ADS = 20;
/** Saved searches given a digest per pass. */
const BATCH = 500;

interface LiveAd {
  id: number;
  title: string;
  description: string;
  categoryId: number;
  locationId: number;
  sellerId: number;
  age: number;
  photos: number;
}

/** A saved search that could match an ad, with what its owner needs to be mailed. */
interface Candidate extends Criteria {
  id: number;
  userId: number;
  frequency: AlertFrequency;
  email: string;
  displayName: string | null;
}

/**
 * Mails saved searches' new ads (docs/decisions/0012-search-alerts.md). When an ad goes live,
 * `adWentLive` runs in the transaction that makes it live: the searches that can match it are
 * read by its category and district through IDX_saved_searches_match, the few candidates are
 * tested in code (keyword, age, photos), and each user gets one match row per ad (unique), so
 * nobody is mailed an ad twice. Instant searches queue their mail there and then; daily ones are
 * gathered into one digest a day per search by a job every SEARCH_ALERTS_INTERVAL_SECONDS.
 */
@Injectable()
export class SearchAlerts implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SearchAlerts');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly searches: SavedSearchesService,
    private readonly transactions: TransactionRunner,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runOnce(), this.config.searchAlertsIntervalSeconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /**
   * Records the ad against every saved search it matches and queues instant alerts, in the caller's
   * transaction (the one that made it live). Answers how many users matched. Nothing for an ad that
   * is not public, and never its own seller, a blocked or a deleted account.
   */
  async adWentLive(manager: EntityManager, adId: number): Promise<number> {
    const { ad, searches } = await this.matching(manager, adId);
    if (!ad) return 0;
    const now = new Date();
    for (const search of searches) {
      const instant = search.frequency === AlertFrequency.Instant;
      try {
        await manager.insert(SavedSearchMatch, { userId: search.userId, savedSearchId: search.id, adId: ad.id, mailedAt: instant ? now : null });
      } catch (error) {
        if (isUniqueViolation(error)) continue; // told before (by this search or another)
        throw error;
      }
      if (!instant) continue;
      const described = await this.searches.inWords(search);
      await this.outbox.queue(
        manager,
        `search-alert:${search.userId}:${ad.id}`,
        { userId: search.userId, email: search.email },
        alertMails.instant(search.displayName, described.summary, this.alertAd(ad), this.outbox.link(described.path)),
        savedSearchTopic(search.id),
      );
    }
    return searches.length;
  }

  /**
   * The saved searches the ad matches, one per user (an instant search wins over a daily one); none
   * when the ad is not public. Reads only, so the bench can time matching apart from recording.
   */
  async matching(manager: EntityManager, adId: number): Promise<{ ad: LiveAd | null; searches: Candidate[] }> {
    const ad = await this.liveAd(manager, adId);
    if (!ad) return { ad, searches: [] };
    const byUser = new Map<number, Candidate>();
    for (const search of await this.candidates(manager, ad)) {
      if (!this.matches(search, ad)) continue;
      const kept = byUser.get(search.userId);
      if (!kept || (kept.frequency !== AlertFrequency.Instant && search.frequency === AlertFrequency.Instant)) byUser.set(search.userId, search);
    }
    return { ad, searches: [...byUser.values()] };
  }

  /** One pass of daily digests; answers how many were mailed. A pass still going is joined, not doubled. */
  runOnce(): Promise<number> {
    this.running ??= this.digests()
      .catch((error) => {
        this.logger.error(`Saved search digests failed: ${(error as Error).message}`);
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async digests(): Promise<number> {
    const now = new Date();
    // IDX_saved_search_matches_unmailed: only searches with something waiting are looked at.
    const waiting: { id: number }[] = await this.dataSource.query(
      `SELECT DISTINCT m.savedSearchId AS id FROM saved_search_matches m INNER JOIN saved_searches s ON s.id = m.savedSearchId
       WHERE m.mailedAt IS NULL AND (s.lastDigestAt IS NULL OR s.lastDigestAt <= ?) LIMIT ${BATCH}`,
      [toSqlDateTime(new Date(now.getTime() - DAY))],
    );
    let mailed = 0;
    for (const { id } of waiting) if (await this.transactions.run((manager) => this.digest(manager, Number(id), now))) mailed++;
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
    const described = await this.searches.describe(search);
    return this.outbox.queue(
      manager,
      `search-digest:${id}:${now.toISOString()}`,
      { userId: user.id, email: user.email },
      alertMails.digest(
        user.displayName,
        described.summary,
        ads.map((ad) => this.alertAd({ id: Number(ad.id), title: ad.title })),
        this.outbox.link(described.path),
      ),
      savedSearchTopic(id),
    );
  }

  /** The ad as the public sees it, or null when it is not public (inactive, expired, its seller blocked). */
  private async liveAd(manager: EntityManager, adId: number): Promise<LiveAd | null> {
    type Row = Omit<LiveAd, 'photos'> & { photos: number | string; status: string; expiresAt: string | Date | null; blocked: number | boolean };
    const [row]: Row[] = await manager.query(
      `SELECT ad.id AS id, ad.title AS title, ad.description AS description, ad.categoryId AS categoryId, ad.locationId AS locationId, ad.sellerId AS sellerId,
              ad.age AS age, ad.status AS status, ad.expiresAt AS expiresAt, seller.blocked AS blocked, (SELECT COUNT(*) FROM ad_images img WHERE img.adId = ad.id) AS photos
       FROM ads ad INNER JOIN users seller ON seller.id = ad.sellerId WHERE ad.id = ?`,
      [adId],
    );
    if (!row || row.status !== 'ACTIVE' || !row.expiresAt || fromSqlDateTime(row.expiresAt) <= new Date() || Number(row.blocked)) return null;
    return { ...row, categoryId: Number(row.categoryId), locationId: Number(row.locationId), sellerId: Number(row.sellerId), age: Number(row.age), photos: Number(row.photos) };
  }

  /**
   * The saved searches of the ad's category for its district or for all of India, of other users
   * who can be mailed: two equality lookups on IDX_saved_searches_match (an OR would make SQLite
   * walk the whole category).
   */
  private async candidates(manager: EntityManager, ad: LiveAd): Promise<Candidate[]> {
    const select = `SELECT s.id AS id, s.userId AS userId, s.categoryId AS categoryId, s.locationId AS locationId, s.keyword AS keyword, s.minAge AS minAge, s.maxAge AS maxAge,
        s.withPhotos AS withPhotos, s.frequency AS frequency, u.email AS email, u.displayName AS displayName
      FROM saved_searches s INNER JOIN users u ON u.id = s.userId
      WHERE s.categoryId = ? AND s.locationId`;
    const users = 'AND s.userId <> ? AND u.blocked = 0 AND u.deletedAt IS NULL';
    type Row = Omit<Candidate, 'withPhotos'> & { withPhotos: number | boolean };
    const rows: Row[] = await manager.query(`${select} = ? ${users} UNION ALL ${select} IS NULL ${users}`, [ad.categoryId, ad.locationId, ad.sellerId, ad.categoryId, ad.sellerId]);
    // The drivers answer numbers and booleans in their own ways (MySQL: tinyint 0/1; SQLite: 0/1).
    const orNull = (n: number | null) => (n === null ? null : Number(n));
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      userId: Number(r.userId),
      categoryId: Number(r.categoryId),
      locationId: orNull(r.locationId),
      minAge: orNull(r.minAge),
      maxAge: orNull(r.maxAge),
      withPhotos: !!Number(r.withPhotos),
    }));
  }

  private matches(search: Candidate, ad: LiveAd): boolean {
    const filters = { minAge: search.minAge ?? undefined, maxAge: search.maxAge ?? undefined, withPhotos: search.withPhotos };
    if (!adPassesFilters(ad, filters)) return false;
    const terms = keywordTerms(search.keyword ?? undefined);
    return !terms.length || matchesWords(`${ad.title} ${ad.description}`, terms);
  }

  private alertAd(ad: { id: number; title: string }): AlertAd {
    return { title: ad.title, url: this.outbox.link(`/ad/${slugify(ad.title) || 'ad'}/${ad.id}`) };
  }
}
