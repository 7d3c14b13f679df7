import { ConflictException, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { currentClock, AdsService } from '../ads';
import { PageDto } from '../common/page.dto';
import { toSqlDateTime } from '../database/columns';
import { TransactionRunner } from '../database/transaction-runner';
import { User } from '../users/user.entity';
import { AdCardsService } from '../search/ad-cards.service';
import { UsersService } from '../users/users.service';
import { FavouriteDto } from './dto/favourite.dto';
import { Favourite } from './favourite.entity';
import { FAVOURITES_PER_USER } from './favourite-limits';
import { favouriteRefusal } from './favourite-refusals';
import { commonRefusal } from '../common/common-refusals';

/**
 * A signed-in user's favourite ads. Only public ads (ACTIVE, unexpired) can be added; once added, a
 * favourite stays when its ad ends, shown as ended, until the user removes it or the ad is deleted.
 */
@Injectable()
export class FavouritesService implements OnModuleInit {
  constructor(
    @InjectRepository(Favourite) private readonly favourites: Repository<Favourite>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cards: AdCardsService,
    private readonly users: UsersService,
    private readonly ads: AdsService,
    private readonly transactions: TransactionRunner,
  ) {}

  onModuleInit(): void {
    this.ads.countWith('favourites', (adIds) => this.countByAds(adIds));
    // The account row stays (anonymised), so the foreign key's cascade does not fire: remove them here.
    this.users.onDeleted(async (user, manager) => {
      await manager.delete(Favourite, { user: { id: user.id } });
    });
  }

  /** The user's favourites, newest first, each with its ad's card and whether the ad is still public. */
  async list(userId: number, query: { page: number; pageSize: number }): Promise<PageDto<FavouriteDto>> {
    const [rows, total] = await this.favourites.findAndCount({
      where: { user: { id: userId } },
      order: { id: 'DESC' },
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    });
    const clock = currentClock();
    const ids = rows.map((row) => row.adId);
    const [cards, live] = await Promise.all([this.cards.summaries(ids, clock), this.publicAmong(ids)]);
    const savedAt = new Map(rows.map((row) => [row.adId, row.createdAt]));
    // An ended ad's photos are no longer public (issue 39, item 12): its card has none rather than a broken one.
    const items = cards.map((ad) => ({ ad: live.has(ad.id) ? ad : { ...ad, thumbUrl: null }, live: live.has(ad.id), savedAt: savedAt.get(ad.id)! }));
    return PageDto.of(items, total, query);
  }

  /** Every ad id the user keeps, newest first: for hearts on a page of cards (at most FAVOURITES_PER_USER). */
  async adIds(userId: number): Promise<number[]> {
    const rows = await this.dataSource.query('SELECT adId FROM favourites WHERE userId = ? ORDER BY id DESC', [userId]);
    return rows.map((row: { adId: number }) => Number(row.adId));
  }

  /** Keeps a public ad (404 otherwise); saving it again changes nothing; 409 past the cap. */
  async add(userId: number, adId: number): Promise<void> {
    if (!(await this.publicAmong([adId])).size) throw new NotFoundException({ detail: commonRefusal('adNotLive') });
    await this.transactions.run(async (manager) => {
      const kept = await this.lockKept(manager, userId);
      if (kept.has(adId)) return;
      if (kept.size + 1 > FAVOURITES_PER_USER) throw new ConflictException({ detail: favouriteRefusal('tooMany', { max: String(FAVOURITES_PER_USER) }) });
      await this.insertIgnoringDuplicates(manager, userId, [adId]);
    });
  }

  async remove(userId: number, adId: number): Promise<void> {
    await this.favourites.delete({ user: { id: userId }, ad: { id: adId } });
  }

  /**
   * Adds the browser's list (newest first) at sign-in: ads no longer public and ads already kept are
   * skipped, and only as many as fit under the cap are added (the newest). Returns every id kept after it.
   */
  async merge(userId: number, adIds: number[]): Promise<number[]> {
    const live = await this.publicAmong([...new Set(adIds)]);
    await this.transactions.run(async (manager) => {
      const kept = await this.lockKept(manager, userId);
      const room = Math.max(0, FAVOURITES_PER_USER - kept.size);
      const added = [...new Set(adIds)].filter((id) => live.has(id) && !kept.has(id)).slice(0, room);
      // Oldest first, so that the browser's newest gets the highest id ("newest first").
      if (added.length) await this.insertIgnoringDuplicates(manager, userId, added.reverse());
    });
    return this.adIds(userId);
  }

  /** How many users keep each of these ads (ids absent from the map: none), for the seller's statistics. */
  async countByAds(adIds: number[]): Promise<Map<number, number>> {
    if (!adIds.length) return new Map();
    const rows: { adId: number; count: number | string }[] = await this.favourites
      .createQueryBuilder('favourite')
      .select('favourite.adId', 'adId')
      .addSelect('COUNT(*)', 'count')
      .where({ ad: { id: In(adIds) } })
      .groupBy('favourite.adId')
      .getRawMany();
    return new Map(rows.map((row) => [Number(row.adId), Number(row.count)]));
  }

  /** Which of these ads are public now (ACTIVE and unexpired): anyone may ask, as the ad pages tell the same. */
  async publicAmong(adIds: number[]): Promise<Set<number>> {
    if (!adIds.length) return new Set();
    const marks = adIds.map(() => '?').join(', ');
    const rows = await this.dataSource.query(`SELECT id FROM ads WHERE id IN (${marks}) AND status = 'ACTIVE' AND expiresAt > ?`, [...adIds, toSqlDateTime(new Date())]);
    return new Set(rows.map((row: { id: number }) => Number(row.id)));
  }

  /**
   * The ads the user keeps, read with the account row locked: the cap is checked on what is kept now, so that
   * saves and merges racing each other cannot pass it together (SQLite's transactions are serialised already).
   */
  private async lockKept(manager: EntityManager, userId: number): Promise<Set<number>> {
    await this.transactions.lockForUpdate(manager.createQueryBuilder(User, 'user').select('user.id').where('user.id = :userId', { userId })).getOne();
    const rows: { adId: number }[] = await manager.query('SELECT adId FROM favourites WHERE userId = ?', [userId]);
    return new Set(rows.map((row) => Number(row.adId)));
  }

  /**
   * One statement; a row that another request inserted meanwhile (the same ad saved in two tabs, two
   * merges at once) is skipped by the unique (user, ad) key instead of failing the request.
   */
  private async insertIgnoringDuplicates(manager: EntityManager, userId: number, adIds: number[]): Promise<void> {
    await manager
      .createQueryBuilder(Favourite, 'favourite')
      .insert()
      .values(adIds.map((adId) => ({ user: { id: userId }, ad: { id: adId } })))
      .orIgnore()
      .execute();
  }
}
