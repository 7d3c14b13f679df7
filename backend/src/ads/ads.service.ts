import { BadRequestException, ConflictException, ForbiddenException, Inject, Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { Category } from '../categories/category.entity';
import { addDays } from '../common/india-time';
import { containsPattern } from '../common/like';
import { applyIdsAndOrder, fromPage, type ListOptions } from '../common/list-options';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TransactionRunner } from '../database/transaction-runner';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { Location } from '../locations/location.entity';
import { MediaService, type StoredImage } from '../media/media.service';
import { PhotoLinks } from '../media/photo-links';
import { UsersService } from '../users/users.service';
import { AdImage } from './ad-image.entity';
import { currentClock, toAdminAd, toMyAd } from './ad-mapper';
import { Report } from './report.entity';
import { ReportReason } from './report-reason';
import { ReportStatus } from './report-status';
import { adNotices } from './ad-notices';
import { NoticesService } from '../notices/notices.service';
import type { TakeDownDto as TakeDown } from './dto/take-down.dto';
import { Ad, isLive } from './ad.entity';
import { AdContact } from './ad-contact';
import { AdStatus } from './ad-status';
import { ReviewCause } from './review-cause';
import { CreateAdDto, MyAdDto, PhoneDto, UpdateAdDto } from './dto/ad.dto';
import { AdminAdDto, AdminUpdateAdDto } from './dto/admin-ad.dto';
import { SellerStorage } from './seller-storage';
import { ContentRules } from '../moderation/content-rules.service';
import { DuplicatesService, type FingerprintInput } from '../moderation/duplicates.service';
import { ModerationSettingsService } from '../moderation/moderation-settings.service';
import { ModerationMode } from '../moderation/moderation-mode';
import { adRefusal } from './ad-refusals';
import { mediaRefusal } from '../media/media-refusals';
import { commonRefusal } from '../common/common-refusals';

export const MAX_AD_IMAGES = 8;

/** The review columns of an ad that is not (or no longer) waiting for a moderator. */
export const OUT_OF_QUEUE: Partial<Ad> = { submittedAt: null, reviewCause: null, heldSince: null, duplicateOf: null };

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
/** Runs inside the transaction that puts an ad on the site (saved-searches/ records it for its alerts). */
export type AdWentLiveListener = (adId: number, manager: EntityManager) => Promise<void>;
/** Runs inside the transaction that closes reports on an ad (messages/ lets go of conversations kept only for them). */
export type ReportsClosedListener = (adId: number, manager: EntityManager) => Promise<void>;

@Injectable()
export class AdsService implements OnModuleInit {
  private readonly counters = new Map<AdCount, AdCounter>();
  private readonly wentLiveListeners: AdWentLiveListener[] = [];
  private readonly reportsClosedListeners: ReportsClosedListener[] = [];

  constructor(
    @InjectRepository(Ad) private readonly ads: Repository<Ad>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly media: MediaService,
    private readonly transactions: TransactionRunner,
    private readonly rules: ContentRules,
    private readonly duplicates: DuplicatesService,
    private readonly moderation: ModerationSettingsService,
    private readonly storage: SellerStorage,
    private readonly users: UsersService,
    private readonly notices: NoticesService,
    private readonly changes: CatalogueChanges,
    private readonly photoLinks: PhotoLinks,
  ) {}

  /** For the seller's and the admins' answers: their photos load while the ad is off the site. */
  readonly photoLink = (url: string): string => this.photoLinks.signed(url);

  onModuleInit(): void {
    this.users.onBlocked((sellerId, manager) => this.withdrawSellerAds(sellerId, manager));
    this.users.onDeleted((seller, manager) => this.deleteSellerData(seller.id, manager));
  }

  /** saved-searches/ registers at start, so that ads/ does not import the modules that react to a new live ad. */
  onWentLive(listener: AdWentLiveListener): void {
    this.wentLiveListeners.push(listener);
  }

  onReportsClosed(listener: ReportsClosedListener): void {
    this.reportsClosedListeners.push(listener);
  }

  /**
   * After reports on the ad were closed, in the caller's transaction: what a deleted account left only for
   * the moderators (deleteSellerData, and messages/'s conversations) now goes as the deletion would have done.
   */
  async reportsClosed(adId: number, manager: EntityManager): Promise<void> {
    for (const listener of this.reportsClosedListeners) await listener(adId, manager);
    const kept = await manager
      .createQueryBuilder(Ad, 'ad')
      .innerJoin('ad.seller', 'seller')
      .leftJoinAndSelect('ad.images', 'image')
      .where('ad.id = :adId AND seller.deletedAt IS NOT NULL', { adId })
      .getOne();
    if (!kept || (await manager.existsBy(Report, { ad: { id: adId }, status: ReportStatus.Open }))) return;
    await manager.delete(Ad, adId);
    await Promise.all(kept.images.map((image) => this.media.remove(image.url)));
  }

  /** Tells the listeners, in the caller's transaction, that the ad went live (activation here, approval in ReviewQueueService). */
  async wentLive(id: number, manager: EntityManager): Promise<void> {
    for (const listener of this.wentLiveListeners) await listener(id, manager);
  }

  async create(sellerId: number, input: CreateAdDto, files: Express.Multer.File[] = []): Promise<MyAdDto> {
    if (!files.length) throw new BadRequestException({ detail: adRefusal('addPhoto'), errors: { images: adRefusal('atLeastOnePhoto') } });
    await this.checkReferences(input);
    const { title, description } = await this.rules.checkAd(input);
    const images = await this.storeImages(files, { sellerId });
    try {
      const fingerprint = { title, description, phashes: images.map((image) => image.phash) };
      const original = await this.nearDuplicateOf(fingerprint, sellerId);
      const review = original
        ? { ...this.waiting(ReviewCause.NearDuplicate), duplicateOf: { id: original } as Ad }
        : (await this.moderation.get()).mode === ModerationMode.Pre
          ? this.waiting(ReviewCause.New)
          : {};
      const id = await this.transactions.run(async (manager) => {
        const ad = await manager.save(
          manager.create(Ad, {
            title,
            description,
            phone: input.phone,
            contact: input.contact ?? AdContact.Messages,
            age: input.age,
            category: { id: input.categoryId },
            location: { id: input.locationId },
            seller: { id: sellerId },
            status: AdStatus.Inactive,
            ...review,
          }),
        );
        this.changes.adsTouched(manager, [{ categoryId: input.categoryId, locationId: input.locationId }]);
        await manager.insert(
          AdImage,
          images.map((image, position) => ({ ...image, position, ad: { id: ad.id } })),
        );
        await this.duplicates.record(manager, ad.id, fingerprint);
        return ad.id;
      });
      return this.myAdOf(await this.load(id));
    } catch (error) {
      await Promise.all(images.map((image) => this.media.remove(image.url)));
      throw error;
    }
  }

  async update(sellerId: number, id: number, input: UpdateAdDto, files: Express.Multer.File[] = []): Promise<MyAdDto> {
    const ad = await this.findOwn(sellerId, id);
    const cleaned = await this.rules.checkAd(input);
    await this.applyChanges(ad, cleaned, files, { id: sellerId, preModeration: (await this.moderation.get()).mode === ModerationMode.Pre });
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
    return { items: ads.map((ad) => toMyAd(ad, clock, counts(ad.id), this.photoLink)), total };
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
    return toMyAd(ad, currentClock(), (await this.countsFor([ad.id]))(ad.id), this.photoLink);
  }

  /** The seller's own ad, or 404 if it does not exist and 403 if it is someone else's. */
  async findOwn(sellerId: number, id: number, manager: EntityManager = this.ads.manager): Promise<Ad> {
    const ad = await manager.findOne(Ad, { where: { id }, relations: { images: true, seller: true }, order: { images: { position: 'ASC' } } });
    if (!ad) throw new NotFoundException({ detail: adRefusal('adNotFound', { id: String(id) }) });
    if (ad.sellerId !== sellerId) throw new ForbiddenException({ detail: adRefusal('notYourAd') });
    return ad;
  }

  /** Refuses to let a seller bring back an ad a moderator took down, or post one they rejected before it is edited. */
  assertPostable(ad: Ad): void {
    if (ad.takenDown) throw new ForbiddenException({ detail: adRefusal('takenDown') });
    if (ad.status === AdStatus.Rejected) throw new ConflictException({ detail: adRefusal('notApproved', { reason: ad.rejection }) });
  }

  /**
   * What a seller's edit does to the review state, decided on the ad as it is locked in the edit's
   * transaction (a moderator's decision in between is seen): an ad nearly repeating another seller's
   * waits with the two side by side; a rejected ad goes back to the queue (resubmitted), and in
   * pre-moderation every edit waits for approval; a live ad's remaining run is then held. An ad
   * already waiting is a new version: re-stamped, so a decision taken on what the moderator saw
   * before is refused (ReviewQueueService.lockWaiting).
   */
  private reviewOfEdit(ad: Pick<Ad, 'status' | 'expiresAt' | 'heldSince'>, { preModeration, nearDuplicateOf }: { preModeration: boolean; nearDuplicateOf?: number }): Partial<Ad> {
    const duplicate = nearDuplicateOf ? { reviewCause: ReviewCause.NearDuplicate, duplicateOf: { id: nearDuplicateOf } as Ad } : {};
    if (ad.status === AdStatus.PendingReview) return { submittedAt: new Date(), ...duplicate };
    if (!nearDuplicateOf && ad.status !== AdStatus.Rejected && !preModeration) return {};
    return { ...this.waiting(ReviewCause.Edited), ...duplicate, ...(isLive(ad) && !ad.heldSince ? { heldSince: new Date() } : {}) };
  }

  /** The columns of an ad entering the review queue now. */
  private waiting(cause: ReviewCause): Partial<Ad> {
    return { status: AdStatus.PendingReview, submittedAt: new Date(), reviewCause: cause };
  }

  /**
   * Sets an ad's activation inside the caller's transaction (free ad, renewal, promotion): it is listed
   * now, at the top of "newest first" (bumped), and saved searches are told it is live. An ad waiting
   * for review keeps waiting, its activation held: answers false, and approval starts its clocks.
   */
  async activate(manager: EntityManager, id: number, changes: { expiresAt: Date; promotedUntil?: Date; slotId?: number }): Promise<boolean> {
    const { slotId, ...dates } = changes;
    const slot = slotId ? { slot: { id: slotId } } : {};
    // Locked: a moderator approving it at the same moment either sees this activation or is seen by it.
    const { status, heldSince } = await this.transactions
      .lockForUpdate(manager.createQueryBuilder(Ad, 'ad').select(['ad.id', 'ad.status', 'ad.heldSince']).where('ad.id = :id', { id }))
      .getOneOrFail();
    if (status === AdStatus.PendingReview) {
      await manager.update(Ad, { id }, { ...dates, ...slot, heldSince: heldSince ?? new Date() });
      return false;
    }
    await this.touch(manager, id);
    await manager.update(Ad, { id }, { ...dates, ...slot, status: AdStatus.Active, listedAt: new Date() });
    await this.wentLive(id, manager);
    return true;
  }

  /**
   * The phone number of an ACTIVE, unexpired ad whose seller shows it, for a signed-in visitor; each
   * reveal by someone other than the seller is counted for the seller (My Ads).
   */
  async revealPhone(id: number, viewerId: number): Promise<PhoneDto> {
    const ad = await this.ads.findOne({ select: { id: true, phone: true, contact: true, status: true, expiresAt: true, seller: { id: true } }, relations: { seller: true }, where: { id } });
    if (!ad || ad.status !== AdStatus.Active || !ad.expiresAt || ad.expiresAt <= new Date()) {
      throw new NotFoundException({ detail: commonRefusal('adNotLive') });
    }
    if (ad.contact === AdContact.Messages) throw new NotFoundException({ detail: adRefusal('messagesOnly') });
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
    return { items: (await this.loadMany(ids)).map((ad) => toAdminAd(ad, this.photoLink)), total };
  }

  async adminGet(id: number): Promise<AdminAdDto> {
    return toAdminAd(await this.load(id), this.photoLink);
  }

  async adminUpdate(id: number, input: AdminUpdateAdDto): Promise<AdminAdDto> {
    await this.applyChanges(await this.load(id), input, []);
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
        await manager.update(Ad, { id }, { status, expiresAt, takenDown: false, rejection: '', ...OUT_OF_QUEUE });
        await this.wentLive(id, manager);
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
    await manager.update(Ad, { id }, { status: AdStatus.Inactive, takenDown: true, ...OUT_OF_QUEUE });
    const ad = await manager.findOneOrFail(Ad, { where: { id }, relations: { seller: true } });
    await this.notices.tell(manager, ad.seller, { eventKey: `ad-taken-down:${id}:${Date.now()}`, ...adNotices.takenDown(ad, reason, note, this.notices.link('/terms&conditions')) });
  }

  /**
   * Takes a live ad off the site until a moderator has looked at it (reported, or found near another
   * seller's ad), in the caller's transaction; its run is held, so the seller loses no day if it is approved.
   */
  async holdForReview(manager: EntityManager, id: number, cause: ReviewCause, duplicateOfId?: number): Promise<void> {
    await this.touch(manager, id);
    await manager.update(Ad, { id }, { ...this.waiting(cause), heldSince: new Date(), ...(duplicateOfId ? { duplicateOf: { id: duplicateOfId } } : {}) });
  }

  /** A blocked seller's live ads leave the site: deactivated, not taken down (once unblocked, they may post them again). */
  async withdrawSellerAds(sellerId: number, manager: EntityManager): Promise<void> {
    await manager.update(Ad, { seller: { id: sellerId }, status: AdStatus.Active }, { status: AdStatus.Inactive });
  }

  /**
   * Deletes every ad of a seller whose account is deleted, and unlinks the reports they filed; their photos go
   * once that has committed. An ad with a reported conversation is only taken off the site: the conversation
   * needs it, and the moderators need the conversation until the report is closed (reportsClosed).
   */
  private async deleteSellerData(sellerId: number, manager: EntityManager): Promise<() => Promise<void>> {
    const all = await manager.find(Ad, { where: { seller: { id: sellerId } }, relations: { images: true } });
    const reported = all.length
      ? await manager
          .createQueryBuilder(Report, 'report')
          .select('DISTINCT report.adId', 'adId')
          .where('report.adId IN (:...ids) AND report.status = :open AND report.conversationId IS NOT NULL', { ids: all.map((ad) => ad.id), open: ReportStatus.Open })
          .getRawMany<{ adId: number }>()
      : [];
    const kept = new Set(reported.map((row) => Number(row.adId)));
    const ads = all.filter((ad) => !kept.has(ad.id));
    if (kept.size) await manager.update(Ad, { id: In([...kept]) }, { status: AdStatus.Inactive });
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
    return (await this.loadMany(ids)).map((ad) => toAdminAd(ad, this.photoLink));
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
    if (!ad) throw new NotFoundException({ detail: adRefusal('adNotFound', { id: String(id) }) });
    return ad;
  }

  /**
   * `seller`: the owner making the change, whose storage quota new photos count against, whose other ads
   * the new text and photos may not repeat, and whether every edit waits for review (pre-moderation); only
   * a seller's edit can send the ad to the review queue (reviewOfEdit).
   */
  private async applyChanges(ad: Ad, input: AdminUpdateAdDto, files: Express.Multer.File[], seller?: { id: number; preModeration: boolean }): Promise<void> {
    const id = ad.id;
    await this.checkReferences(input);
    const { categoryId, locationId, verifiedEmail, ...fields } = input;
    const changes: Partial<Ad> = { ...fields };
    if (categoryId) changes.category = { id: categoryId } as Category;
    if (locationId) changes.location = { id: locationId } as Location;
    const images = files.length ? await this.storeImages(files, seller ? { sellerId: seller.id, replacingAdId: id } : undefined) : [];
    try {
      // The text and photos duplicates are looked for by: checked and recorded again whenever they change.
      const refingerprint = fields.title !== undefined || fields.description !== undefined || images.length > 0;
      const fingerprint = { title: fields.title ?? ad.title, description: fields.description ?? ad.description, phashes: (images.length ? images : ad.images).map((image) => image.phash) };
      const nearDuplicateOf = seller && refingerprint ? await this.nearDuplicateOf(fingerprint, seller.id, id) : undefined;
      const old = images.length ? await this.ads.manager.findBy(AdImage, { ad: { id } }) : [];
      await this.transactions.run(async (manager) => {
        if (seller) {
          const current = await this.transactions
            .lockForUpdate(manager.createQueryBuilder(Ad, 'ad').select(['ad.id', 'ad.status', 'ad.expiresAt', 'ad.heldSince']).where('ad.id = :id', { id }))
            .getOneOrFail();
          Object.assign(changes, this.reviewOfEdit(current, { preModeration: seller.preModeration, nearDuplicateOf }));
        }
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
        if (refingerprint) await this.duplicates.record(manager, id, fingerprint);
      });
      await Promise.all(old.map((image) => this.media.remove(image.url)));
    } catch (error) {
      await Promise.all(images.map((image) => this.media.remove(image.url)));
      throw error;
    }
  }

  /**
   * Refuses (409) a text or photos repeating one of the seller's own live ads: they edit that one
   * instead. Answers the id of another seller's live ad it nearly repeats, if any: the ad then goes to
   * the review queue with the two side by side. `excludeAdId`: the ad being edited.
   */
  private async nearDuplicateOf(fingerprint: FingerprintInput, sellerId: number, excludeAdId?: number): Promise<number | undefined> {
    const similar = await this.duplicates.similarTo(fingerprint, { sellerId, excludeAdId });
    const own = similar.find((other) => other.sellerId === sellerId);
    if (own) {
      const which = { title: own.title, id: String(own.adId) };
      throw new ConflictException({ detail: adRefusal('repeatsOwnAd', which), errors: { [own.by === 'photo' ? 'images' : 'description']: adRefusal('repeatsOwn', which) } });
    }
    return similar.find((other) => other.sellerId !== sellerId)?.adId;
  }

  /**
   * Tells the catalogue caches, in the transaction about to write the ad, where it is (and where it moves
   * to): only the cached searches of those places are dropped when it commits (CatalogueChanges.adsTouched).
   */
  async touch(manager: EntityManager, id: number, moving: { categoryId?: number; locationId?: number } = {}): Promise<void> {
    const [row]: { categoryId: number; locationId: number }[] = await manager.query('SELECT categoryId, locationId FROM ads WHERE id = ?', [id]);
    if (!row) return;
    const now = { categoryId: Number(row.categoryId), locationId: Number(row.locationId) };
    this.changes.adsTouched(manager, [now, { categoryId: moving.categoryId ?? now.categoryId, locationId: moving.locationId ?? now.locationId }]);
  }

  private async checkReferences(input: { categoryId?: number; locationId?: number }): Promise<void> {
    const manager = this.ads.manager;
    if (input.categoryId && !(await manager.existsBy(Category, { id: input.categoryId }))) {
      throw new BadRequestException({ detail: adRefusal('unknownCategory', { id: String(input.categoryId) }), errors: { categoryId: adRefusal('noSuchCategory') } });
    }
    if (input.locationId && !(await manager.existsBy(Location, { id: input.locationId }))) {
      throw new BadRequestException({ detail: adRefusal('unknownLocation', { id: String(input.locationId) }), errors: { locationId: adRefusal('noSuchLocation') } });
    }
  }

  /** Stores an ad's photos; with `quota`, refused (413) when they would pass the seller's storage quota. */
  private async storeImages(files: Express.Multer.File[], quota?: { sellerId: number; replacingAdId?: number }): Promise<StoredImage[]> {
    if (files.length > MAX_AD_IMAGES) {
      const max = { max: String(MAX_AD_IMAGES) };
      throw new BadRequestException({ detail: adRefusal('tooManyPhotos', max), errors: { images: mediaRefusal('atMostPhotos', max) } });
    }
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
