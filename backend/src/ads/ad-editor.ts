import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Category } from '../categories/category.entity';
import { TransactionRunner } from '../database/transaction-runner';
import { Location } from '../locations/location.entity';
import { type StoredImage } from '../media/media.service';
import { DuplicatesService, type FingerprintInput } from '../moderation/duplicates.service';
import { UsersService } from '../users/users.service';
import { AdEvents } from './ad-events';
import { AdImage } from './ad-image.entity';
import { AdPhones } from './ad-phones';
import { AdPhotos } from './ad-photos';
import { adRefusal } from './ad-refusals';
import { reviewOfEdit } from './ad-review-state';
import { Ad, type StoredDetails } from './ad.entity';
import { AdDetails } from './ad-details';
import { AdContact } from './ad-contact';
import { AdStatus } from './ad-status';
import { CreateAdDto } from './dto/ad.dto';
import { AdminUpdateAdDto } from './dto/admin-ad.dto';

/**
 * Writes an ad's content (text, place, photos) for its seller or an admin: the references checked, the
 * duplicates looked for and recorded, the catalogue caches told; and deletes an ad with its photos.
 */
@Injectable()
export class AdEditor {
  constructor(
    @InjectRepository(Ad) private readonly ads: Repository<Ad>,
    private readonly transactions: TransactionRunner,
    private readonly duplicates: DuplicatesService,
    private readonly users: UsersService,
    private readonly events: AdEvents,
    private readonly photos: AdPhotos,
    private readonly phones: AdPhones,
    private readonly details: AdDetails,
  ) {}

  /** Writes a new ad, INACTIVE until posted, with its stored photos, details (AdDetails.check) and fingerprint, in one transaction; answers its id. */
  insert(sellerId: number, input: CreateAdDto, images: StoredImage[], fingerprint: FingerprintInput, review: Partial<Ad>, details: StoredDetails): Promise<number> {
    return this.transactions.run(async (manager) => {
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
          ...review,
        }),
      );
      this.events.created(manager, { categoryId: input.categoryId, locationId: input.locationId });
      await manager.insert(
        AdImage,
        images.map((image, position) => ({ ...image, position, ad: { id: ad.id } })),
      );
      await this.details.write(manager, ad.id, details);
      await this.duplicates.record(manager, ad.id, fingerprint);
      await this.phones.follow(manager, ad.id);
      return ad.id;
    });
  }

  /**
   * `seller`: the owner making the change, whose storage quota new photos count against, whose other ads
   * the new text and photos may not repeat, and whether every edit waits for review (pre-moderation); only
   * a seller's edit can send the ad to the review queue (reviewOfEdit).
   */
  async applyChanges(ad: Ad, input: AdminUpdateAdDto, files: Express.Multer.File[], seller?: { id: number; preModeration: boolean }): Promise<void> {
    const id = ad.id;
    await this.checkReferences(input);
    const { categoryId, locationId, verifiedEmail, details: sentDetails, ...fields } = input;
    // A seller's edit gives the required details (a field made required since applies); another category drops the old one's.
    const recheck = sentDetails !== undefined || !!seller || (categoryId !== undefined && categoryId !== ad.categoryId);
    const details = recheck ? await this.details.check(categoryId ?? ad.categoryId, sentDetails, { stored: ad.details, required: !!seller }) : undefined;
    const detailsChanged = !!details && JSON.stringify(details) !== JSON.stringify(ad.details ?? {});
    const changes: Partial<Ad> = { ...fields };
    if (categoryId) changes.category = { id: categoryId } as Category;
    if (locationId) changes.location = { id: locationId } as Location;
    const images = files.length ? await this.photos.store(files, seller ? { sellerId: seller.id, replacingAdId: id } : undefined) : [];
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
          Object.assign(changes, reviewOfEdit(current, { preModeration: seller.preModeration, nearDuplicateOf }));
        }
        await this.events.touch(manager, id, { categoryId, locationId });
        if (Object.keys(changes).length) await manager.update(Ad, { id }, changes);
        if (detailsChanged) await this.details.write(manager, id, details);
        if (verifiedEmail !== undefined) await this.users.setEmailVerified(manager, (await manager.findOneByOrFail(Ad, { id })).sellerId, verifiedEmail);
        if (images.length) {
          await manager.delete(AdImage, { ad: { id } });
          await manager.insert(
            AdImage,
            images.map((image, position) => ({ ...image, position, ad: { id } })),
          );
          await this.photos.replaced(manager, id, images);
        }
        if (refingerprint) await this.duplicates.record(manager, id, fingerprint);
        // A changed number needs a new code: the badge follows the number (issue 42).
        if (fields.phone !== undefined) await this.phones.follow(manager, id);
      });
      await this.photos.remove(old);
    } catch (error) {
      await this.photos.remove(images);
      throw error;
    }
  }

  /** Deletes the ad, then its photos' files. */
  async delete(ad: Pick<Ad, 'id' | 'images'>): Promise<void> {
    await this.ads.delete({ id: ad.id });
    await this.photos.remove(ad.images);
  }

  /**
   * Refuses (409) a text or photos repeating one of the seller's own live ads: they edit that one
   * instead. Answers the id of another seller's live ad it nearly repeats, if any: the ad then goes to
   * the review queue with the two side by side. `excludeAdId`: the ad being edited.
   */
  async nearDuplicateOf(fingerprint: FingerprintInput, sellerId: number, excludeAdId?: number): Promise<number | undefined> {
    const similar = await this.duplicates.similarTo(fingerprint, { sellerId, excludeAdId });
    const own = similar.find((other) => other.sellerId === sellerId);
    if (own) {
      const which = { title: own.title, id: String(own.adId) };
      throw new ConflictException({ detail: adRefusal('repeatsOwnAd', which), errors: { [own.by === 'photo' ? 'images' : 'description']: adRefusal('repeatsOwn', which) } });
    }
    return similar.find((other) => other.sellerId !== sellerId)?.adId;
  }

  /** Refuses (400) a category or a district that does not exist. */
  async checkReferences(input: { categoryId?: number; locationId?: number }): Promise<void> {
    const manager = this.ads.manager;
    if (input.categoryId && !(await manager.existsBy(Category, { id: input.categoryId }))) {
      throw new BadRequestException({ detail: adRefusal('unknownCategory', { id: String(input.categoryId) }), errors: { categoryId: adRefusal('noSuchCategory') } });
    }
    if (input.locationId && !(await manager.existsBy(Location, { id: input.locationId }))) {
      throw new BadRequestException({ detail: adRefusal('unknownLocation', { id: String(input.locationId) }), errors: { locationId: adRefusal('noSuchLocation') } });
    }
  }
}
