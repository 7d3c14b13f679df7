import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { BlacklistService } from '../blacklist/blacklist.service';
import { Category } from '../categories/category.entity';
import { addDays } from '../common/india-time';
import { containsPattern } from '../common/like';
import { applyIdsAndOrder, fromPage, type ListOptions } from '../common/list-options';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { SearchAlerts } from '../saved-searches/search-alerts';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { Location } from '../locations/location.entity';
import { MediaService, type StoredImage } from '../media/media.service';
import { UsersService } from '../users/users.service';
import { AdImage } from './ad-image.entity';
import { currentClock, toAdminAd, toMyAd } from './ad-mapper';
import { Report, ReportReason } from './report.entity';
import { adMails, TAKE_DOWN_REASONS } from './ad-mails';
import { NoticeKind } from '../notices/notice.entity';
import { NoticesService } from '../notices/notices.service';
import type { TakeDownDto as TakeDown } from './dto/take-down.dto';
import { Ad, AdContact, AdStatus } from './ad.entity';
import { CreateAdDto, MyAdDto, PhoneDto, UpdateAdDto } from './dto/ad.dto';
import { AdminAdDto, AdminUpdateAdDto } from './dto/admin-ad.dto';
import { SellerStorage } from './seller-storage';

export const MAX_AD_IMAGES = 8;

export const AD_SORT_FIELDS = ['id', 'createdAt', 'title', 'status', 'views', 'expiresAt', 'promotedUntil'] as const;
export type AdSortField = (typeof AD_SORT_FIELDS)[number];

export interface AdFilter {
  sellerId?: number;
  status?: AdStatus;
  categoryId?: number;
  locationId?: number;
  /** Part of the title */
  q?: string;
}

/** What other modules count about an ad for its seller's statistics (My Ads). */
export type AdCount = 'conversations' | 'favourites';
export type AdCounter = (adIds: number[]) => Promise<Map<number, number>>;

/**
 * Ads: the seller's own (post, edit, delete, My Ads), activation by a promotion or a free ad, phone
 * reveals, and moderation. The only code that writes `Ad` (the public read path is search/).
 */
@Injectable()
export class AdsService implements OnModuleInit {
  private readonly counters = new Map<AdCount, AdCounter>();

  constructor(
    @InjectRepository(Ad) private readonly ads: Repository<Ad>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly media: MediaService,
    private readonly transactions: TransactionRunner,
    private readonly blacklist: BlacklistService,
    private readonly storage: SellerStorage,
    private readonly users: UsersService,
    private readonly notices: NoticesService,
    private readonly alerts: SearchAlerts,
    private readonly changes: CatalogueChanges,
  ) {}

  onModuleInit(): void {
    this.users.onBlocked((sellerId, manager) => this.withdrawSellerAds(sellerId, manager));
    this.users.onDeleted((seller, manager) => this.deleteSellerData(seller.id, manager));
  }

  async create(sellerId: number, input: CreateAdDto, files: Express.Multer.File[] = []): Promise<MyAdDto> {
    if (!files.length) throw new BadRequestException({ detail: 'images: add at least one photo', errors: { images: 'add at least one photo' } });
    await this.checkReferences(input);
    await this.blacklist.checkAd(input);
    const images = await this.storeImages(files, { sellerId });
    try {
      const id = await this.transactions.run(async (manager) => {
        const ad = await manager.save(
          manager.create(Ad, {
            title: input.title,
            description: input.description,
            phone: input.phone,
            contact: input.contact ?? AdContact.Messages,
            age: input.age,
            category: { id: input.categoryId },
            location: { id: input.locationId },
            seller: { id: sellerId },
            status: AdStatus.Inactive,
          }),
        );
        this.changes.adsTouched(manager, [{ categoryId: input.categoryId, locationId: input.locationId }]);
        await manager.insert(
          AdImage,
          images.map((image, position) => ({ ...image, position, ad: { id: ad.id } })),
        );
        return ad.id;
      });
      return this.myAdOf(await this.load(id));
    } catch (error) {
      await Promise.all(images.map((image) => this.media.remove(image.url)));
      throw error;
    }
  }

  async update(sellerId: number, id: number, input: UpdateAdDto, files: Express.Multer.File[] = []): Promise<MyAdDto> {
    await this.findOwn(sellerId, id);
    await this.blacklist.checkAd(input);
    await this.applyChanges(id, input, files, sellerId);
    return this.myAdOf(await this.load(id));
  }

  async myAd(sellerId: number, id: number): Promise<MyAdDto> {
    await this.findOwn(sellerId, id);
    return this.myAdOf(await this.load(id));
  }

  async remove(sellerId: number, id: number): Promise<void> {
    await this.findOwn(sellerId, id);
    await this.delete(id);
  }

  async myAds(sellerId: number, page: number, pageSize: number): Promise<{ items: MyAdDto[]; total: number }> {
    const { ids, total } = await this.pageOfIds({ sellerId }, fromPage(page, pageSize));
    const [ads, counts] = await Promise.all([this.loadMany(ids), this.countsFor(ids)]);
    const clock = currentClock();
    return { items: ads.map((ad) => toMyAd(ad, clock, counts(ad.id))), total };
  }

  /** messages/ and favourites/ count their rows per ad for My Ads (they depend on ads/, not the other way). */
  countWith(kind: AdCount, counter: AdCounter): void {
    this.counters.set(kind, counter);
  }

  private async countsFor(adIds: number[]): Promise<(adId: number) => Record<AdCount, number>> {
    const [conversations, favourites] = await Promise.all((['conversations', 'favourites'] as const).map((kind) => this.counters.get(kind)?.(adIds) ?? new Map<number, number>()));
    return (adId) => ({ conversations: conversations.get(adId) ?? 0, favourites: favourites.get(adId) ?? 0 });
  }

  private async myAdOf(ad: Ad): Promise<MyAdDto> {
    return toMyAd(ad, currentClock(), (await this.countsFor([ad.id]))(ad.id));
  }

  /** The seller's own ad, or 404 if it does not exist and 403 if it is someone else's. */
  async findOwn(sellerId: number, id: number, manager: EntityManager = this.ads.manager): Promise<Ad> {
    const ad = await manager.findOne(Ad, { where: { id }, relations: { images: true, seller: true }, order: { images: { position: 'ASC' } } });
    if (!ad) throw new NotFoundException({ detail: `Ad ${id} not found` });
    if (ad.sellerId !== sellerId) throw new ForbiddenException({ detail: 'This ad belongs to another seller' });
    return ad;
  }

  /** Refuses to let a seller bring back an ad a moderator took down. */
  assertNotTakenDown(ad: Ad): void {
    if (ad.takenDown) throw new ForbiddenException({ detail: 'This ad was taken down by a moderator and cannot be posted again. Contact support if you think this is a mistake.' });
  }

  /**
   * Sets an ad's activation inside the caller's transaction (free ad, renewal, promotion): it is listed
   * now, at the top of "newest first" (bumped), and saved searches are told it is live.
   */
  async activate(manager: EntityManager, id: number, changes: { expiresAt: Date; promotedUntil?: Date; slotId?: number }): Promise<void> {
    const { slotId, ...dates } = changes;
    await this.touch(manager, id);
    await manager.update(Ad, { id }, { ...dates, status: AdStatus.Active, listedAt: new Date(), ...(slotId ? { slot: { id: slotId } } : {}) });
    await this.alerts.adWentLive(manager, id);
  }

  /**
   * The phone number of an ACTIVE, unexpired ad whose seller shows it, for a signed-in visitor; each
   * reveal by someone other than the seller is counted for the seller (My Ads).
   */
  async revealPhone(id: number, viewerId: number): Promise<PhoneDto> {
    const ad = await this.ads.findOne({ select: { id: true, phone: true, contact: true, status: true, expiresAt: true, seller: { id: true } }, relations: { seller: true }, where: { id } });
    if (!ad || ad.status !== AdStatus.Active || !ad.expiresAt || ad.expiresAt <= new Date()) {
      throw new NotFoundException({ detail: 'This ad does not exist or is no longer active' });
    }
    if (ad.contact === AdContact.Messages) throw new NotFoundException({ detail: 'This seller takes messages only: write to them from the ad page' });
    // Raw SQL: a counter, not a catalogue change (entity events would drop the search caches).
    if (ad.seller.id !== viewerId) await this.ads.query('UPDATE ads SET phoneReveals = phoneReveals + 1 WHERE id = ?', [id]);
    return { phone: ad.phone };
  }

  /** The newest active ads' ids and titles, for the sitemap. */
  async latestPublic(limit: number): Promise<{ id: number; title: string; updatedAt: Date }[]> {
    return this.ads.find({ select: { id: true, title: true, updatedAt: true }, where: { status: AdStatus.Active }, order: { id: 'DESC' }, take: limit });
  }

  // ---- moderation ----

  async adminSearch(options: ListOptions<AdSortField>, filter: AdFilter = {}): Promise<{ items: AdminAdDto[]; total: number }> {
    const { ids, total } = await this.pageOfIds(filter, options);
    return { items: (await this.loadMany(ids)).map(toAdminAd), total };
  }

  async adminGet(id: number): Promise<AdminAdDto> {
    return toAdminAd(await this.load(id));
  }

  async adminUpdate(id: number, input: AdminUpdateAdDto): Promise<AdminAdDto> {
    await this.load(id);
    await this.applyChanges(id, input, []);
    return this.adminGet(id);
  }

  /** Admin activation (an ad without a running expiry gets FREE_AD_DAYS), or a take-down for a reason the seller is told. */
  async setStatus(id: number, status: AdStatus, why: TakeDown = {}): Promise<AdminAdDto> {
    const ad = await this.load(id);
    // Taking down an ad already taken down changes nothing and tells the seller nothing again.
    if (status === AdStatus.Inactive) {
      if (!ad.takenDown) await this.transactions.run((manager) => this.takeDown(manager, id, why));
    } else {
      const now = new Date();
      const expiresAt = !ad.expiresAt || ad.expiresAt <= now ? addDays(now, this.config.freeAdDays) : ad.expiresAt;
      await this.transactions.run(async (manager) => {
        await this.touch(manager, id);
        await manager.update(Ad, { id }, { status, expiresAt, takenDown: false });
        await this.alerts.adWentLive(manager, id);
      });
    }
    return this.adminGet(id);
  }

  /**
   * A moderator's take-down (from the listing, or a report upheld): off the site, the seller cannot
   * post it again, and is told why in Activity and by mail, in the same transaction.
   */
  async takeDown(manager: EntityManager, id: number, { reason = ReportReason.Other, note = '' }: TakeDown = {}): Promise<void> {
    await this.touch(manager, id);
    await manager.update(Ad, { id }, { status: AdStatus.Inactive, takenDown: true });
    const ad = await manager.findOneOrFail(Ad, { where: { id }, relations: { seller: true } });
    await this.notices.tell(manager, ad.seller, {
      kind: NoticeKind.AdTakenDown,
      eventKey: `ad-taken-down:${id}:${Date.now()}`,
      title: `"${ad.title}" was taken down: ${TAKE_DOWN_REASONS[reason]}${note ? ` (${note})` : ''}`,
      adId: id,
      mail: adMails.takenDown(ad.seller.displayName ?? '', ad.title, reason, note, this.notices.link('/terms&conditions')),
    });
  }

  /** A blocked seller's live ads leave the site: deactivated, not taken down (once unblocked, they may post them again). */
  async withdrawSellerAds(sellerId: number, manager: EntityManager): Promise<void> {
    await manager.update(Ad, { seller: { id: sellerId }, status: AdStatus.Active }, { status: AdStatus.Inactive });
  }

  /** Deletes every ad of a seller whose account is deleted, and unlinks the reports they filed; their photos go once that has committed. */
  private async deleteSellerData(sellerId: number, manager: EntityManager): Promise<() => Promise<void>> {
    const ads = await manager.find(Ad, { where: { seller: { id: sellerId } }, relations: { images: true } });
    if (ads.length)
      await manager.delete(
        Ad,
        ads.map((ad) => ad.id),
      );
    await manager.update(Report, { reporter: { id: sellerId } }, { reporter: null });
    return async () => {
      await Promise.all(ads.flatMap((ad) => ad.images.map((image) => this.media.remove(image.url))));
    };
  }

  async delete(id: number): Promise<void> {
    const ad = await this.load(id);
    await this.ads.delete({ id });
    await Promise.all(ad.images.map((image) => this.media.remove(image.url)));
  }

  /** The seller's latest ads, lightly loaded, for their activity feed. */
  async postedBy(sellerId: number, limit: number): Promise<{ items: Pick<Ad, 'id' | 'title' | 'createdAt'>[]; total: number }> {
    const query = this.ads.createQueryBuilder('ad').select(['ad.id', 'ad.title', 'ad.createdAt']).where('ad.sellerId = :sellerId', { sellerId });
    const [items, total] = await query.orderBy('ad.createdAt', 'DESC').addOrderBy('ad.id', 'DESC').take(limit).getManyAndCount();
    return { items, total };
  }

  async countByStatus(): Promise<Record<AdStatus, number>> {
    const rows: { status: AdStatus; count: number | string }[] = await this.ads.createQueryBuilder('ad').select('ad.status', 'status').addSelect('COUNT(*)', 'count').groupBy('ad.status').getRawMany();
    const counts = Object.fromEntries(Object.values(AdStatus).map((status) => [status, 0])) as Record<AdStatus, number>;
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
  }

  async latest(count: number): Promise<AdminAdDto[]> {
    const { ids } = await this.pageOfIds({}, { skip: 0, take: count });
    return (await this.loadMany(ids)).map(toAdminAd);
  }

  // ---- loading ----

  /** Ads by id with everything the mappers need, in the order of `ids`. */
  async loadMany(ids: number[], withSeller = true): Promise<Ad[]> {
    if (!ids.length) return [];
    const ads = await this.ads.find({
      where: { id: In(ids) },
      relations: { category: true, location: true, images: true, seller: withSeller, slot: true },
      order: { images: { position: 'ASC' } },
    });
    const byId = new Map(ads.map((ad) => [ad.id, ad]));
    return ids.map((id) => byId.get(id)).filter((ad): ad is Ad => !!ad);
  }

  /** One window of ad ids (newest first unless sorted otherwise) and the total. */
  private async pageOfIds(filter: AdFilter, options: ListOptions<AdSortField>): Promise<{ ids: number[]; total: number }> {
    const query = this.ads.createQueryBuilder('ad');
    if (filter.sellerId) query.andWhere('ad.sellerId = :sellerId', { sellerId: filter.sellerId });
    if (filter.status) query.andWhere('ad.status = :status', { status: filter.status });
    if (filter.categoryId) query.andWhere('ad.categoryId = :categoryId', { categoryId: filter.categoryId });
    if (filter.locationId) query.andWhere('ad.locationId = :locationId', { locationId: filter.locationId });
    if (filter.q) query.andWhere("LOWER(ad.title) LIKE :q ESCAPE '!'", { q: containsPattern(filter.q) });
    const [rows, total] = await Promise.all([
      applyIdsAndOrder(query.clone().select('ad.id', 'id'), 'ad', options, 'createdAt').offset(options.skip).limit(options.take).getRawMany<{ id: number }>(),
      query.getCount(),
    ]);
    return { ids: rows.map((row) => Number(row.id)), total };
  }

  private async load(id: number): Promise<Ad> {
    const [ad] = await this.loadMany([id]);
    if (!ad) throw new NotFoundException({ detail: `Ad ${id} not found` });
    return ad;
  }

  /** `sellerId`: the owner making the change, whose storage quota new photos count against (admins' edits send none). */
  private async applyChanges(id: number, input: AdminUpdateAdDto, files: Express.Multer.File[], sellerId?: number): Promise<void> {
    await this.checkReferences(input);
    const { categoryId, locationId, verifiedEmail, ...fields } = input;
    const changes: Partial<Ad> = { ...fields };
    if (categoryId) changes.category = { id: categoryId } as Category;
    if (locationId) changes.location = { id: locationId } as Location;
    const images = files.length ? await this.storeImages(files, sellerId ? { sellerId, replacingAdId: id } : undefined) : [];
    const old = images.length ? await this.ads.manager.findBy(AdImage, { ad: { id } }) : [];
    await this.transactions.run(async (manager) => {
      await this.touch(manager, id, { categoryId, locationId });
      if (Object.keys(changes).length) await manager.update(Ad, { id }, changes);
      if (verifiedEmail !== undefined) await this.users.setEmailVerified(manager, (await manager.findOneByOrFail(Ad, { id })).sellerId, verifiedEmail);
      if (images.length) {
        await manager.delete(AdImage, { ad: { id } });
        await manager.insert(
          AdImage,
          images.map((image, position) => ({ ...image, position, ad: { id } })),
        );
      }
    });
    await Promise.all(old.map((image) => this.media.remove(image.url)));
  }

  /**
   * Tells the catalogue caches, in the transaction about to write the ad, where it is (and where it moves
   * to): only the cached searches of those places are dropped when it commits (CatalogueChanges.adsTouched).
   */
  private async touch(manager: EntityManager, id: number, moving: { categoryId?: number; locationId?: number } = {}): Promise<void> {
    const [row]: { categoryId: number; locationId: number }[] = await manager.query('SELECT categoryId, locationId FROM ads WHERE id = ?', [id]);
    if (!row) return;
    const now = { categoryId: Number(row.categoryId), locationId: Number(row.locationId) };
    this.changes.adsTouched(manager, [now, { categoryId: moving.categoryId ?? now.categoryId, locationId: moving.locationId ?? now.locationId }]);
  }

  private async checkReferences(input: { categoryId?: number; locationId?: number }): Promise<void> {
    const manager = this.ads.manager;
    if (input.categoryId && !(await manager.existsBy(Category, { id: input.categoryId }))) {
      throw new BadRequestException({ detail: `categoryId: category ${input.categoryId} does not exist`, errors: { categoryId: 'unknown category' } });
    }
    if (input.locationId && !(await manager.existsBy(Location, { id: input.locationId }))) {
      throw new BadRequestException({ detail: `locationId: location ${input.locationId} does not exist`, errors: { locationId: 'unknown location' } });
    }
  }

  /** Stores an ad's photos; with `quota`, refused (413) when they would pass the seller's storage quota. */
  private async storeImages(files: Express.Multer.File[], quota?: { sellerId: number; replacingAdId?: number }): Promise<StoredImage[]> {
    if (files.length > MAX_AD_IMAGES) throw new BadRequestException({ detail: `images: at most ${MAX_AD_IMAGES} photos`, errors: { images: `at most ${MAX_AD_IMAGES} photos` } });
    // A full quota is refused before anything is decoded; the exact sizes are known only once encoded.
    const used = quota ? await this.storage.usedBytes(quota.sellerId, quota.replacingAdId) : 0;
    if (quota) this.storage.assertRoom(used);
    const stored: StoredImage[] = [];
    try {
      for (const file of files) stored.push(await this.media.saveImage(file, 'ads', 'images'));
      if (quota)
        this.storage.assertRoom(
          used,
          stored.reduce((sum, image) => sum + image.bytes, 0),
        );
      return stored;
    } catch (error) {
      await Promise.all(stored.map((image) => this.media.remove(image.url)));
      throw error;
    }
  }
}
