import { BadRequestException, Injectable } from '@nestjs/common';
import { fromPage } from '../common/list-options';
import { ContentRules } from '../moderation/content-rules.service';
import { ModerationMode } from '../moderation/moderation-mode';
import { ModerationSettingsService } from '../moderation/moderation-settings.service';
import { AdEditor } from './ad-editor';
import { currentClock, toMyAd } from './ad-mapper';
import { AdDetails } from './ad-details';
import { AdPhotos } from './ad-photos';
import { adRefusal } from './ad-refusals';
import { waiting } from './ad-review-state';
import { AdStore } from './ad-store';
import { Ad } from './ad.entity';
import { CreateAdDto, MyAdDto, UpdateAdDto } from './dto/ad.dto';
import { ReviewCause } from './review-cause';

/** What other modules count about an ad for its seller's statistics (My Ads). */
export type AdCount = 'conversations' | 'favourites';
export type AdCounter = (adIds: number[]) => Promise<Map<number, number>>;

/** The seller's own ads: post, edit, delete, My Ads (posting one free or promoted is promotions/'s, through AdsService.activate). */
@Injectable()
export class SellerAdsService {
  private readonly counters = new Map<AdCount, AdCounter>();

  constructor(
    private readonly rules: ContentRules,
    private readonly moderation: ModerationSettingsService,
    private readonly editor: AdEditor,
    private readonly store: AdStore,
    private readonly photos: AdPhotos,
    private readonly details: AdDetails,
  ) {}

  async create(sellerId: number, input: CreateAdDto, files: Express.Multer.File[] = []): Promise<MyAdDto> {
    if (!files.length) throw new BadRequestException({ detail: adRefusal('addPhoto'), errors: { images: adRefusal('atLeastOnePhoto') } });
    await this.editor.checkReferences(input);
    const details = await this.details.check(input.categoryId, input.details, { required: true });
    const cleaned = await this.rules.checkAd(input);
    const images = await this.photos.store(files, { sellerId });
    try {
      const fingerprint = { title: cleaned.title, description: cleaned.description, phashes: images.map((image) => image.phash) };
      const original = await this.editor.nearDuplicateOf(fingerprint, sellerId);
      const review = original
        ? { ...waiting(ReviewCause.NearDuplicate), duplicateOf: { id: original } as Ad }
        : (await this.moderation.get()).mode === ModerationMode.Pre
          ? waiting(ReviewCause.New)
          : {};
      const id = await this.editor.insert(sellerId, cleaned, images, fingerprint, review, details);
      return this.myAdOf(await this.store.load(id));
    } catch (error) {
      await this.photos.remove(images);
      throw error;
    }
  }

  async update(sellerId: number, id: number, input: UpdateAdDto, files: Express.Multer.File[] = []): Promise<MyAdDto> {
    const ad = await this.store.findOwn(sellerId, id);
    const cleaned = await this.rules.checkAd(input);
    await this.editor.applyChanges(ad, cleaned, files, { id: sellerId, preModeration: (await this.moderation.get()).mode === ModerationMode.Pre });
    return this.myAdOf(await this.store.load(id));
  }

  async myAd(sellerId: number, id: number): Promise<MyAdDto> {
    await this.store.findOwn(sellerId, id);
    return this.myAdOf(await this.store.load(id));
  }

  async remove(sellerId: number, id: number): Promise<void> {
    await this.store.findOwn(sellerId, id);
    await this.editor.delete(await this.store.load(id));
  }

  async myAds(sellerId: number, page: number, pageSize: number): Promise<{ items: MyAdDto[]; total: number }> {
    const { ids, total } = await this.store.pageOfIds({ sellerId }, fromPage(page, pageSize));
    const [ads, counts] = await Promise.all([this.store.loadMany(ids), this.countsFor(ids)]);
    const clock = currentClock();
    const details = await Promise.all(ads.map((ad) => this.details.shown(ad.categoryId, ad.details)));
    return { items: ads.map((ad, i) => toMyAd(ad, clock, counts(ad.id), this.photos.link, details[i])), total };
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
    return toMyAd(ad, currentClock(), (await this.countsFor([ad.id]))(ad.id), this.photos.link, await this.details.shown(ad.categoryId, ad.details));
  }
}
