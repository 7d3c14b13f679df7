import { BadRequestException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { mediaRefusal } from '../media/media-refusals';
import { MediaService, type StoredImage } from '../media/media.service';
import { PhotoLinks } from '../media/photo-links';
import { adRefusal } from './ad-refusals';
import { SellerStorage } from './seller-storage';

export const MAX_AD_IMAGES = 8;

/** Whether an uploaded photo, by its perceptual hash, may not be posted (complaints/ registers one: photos taken down for a complainant). */
export type PhotoRefusal = (phash: string) => Promise<boolean>;
/** Runs inside the transaction that gives an ad new photos, with their perceptual hashes (photo-verification/ drops a badge they do not match). */
export type PhotosReplacedListener = (adId: number, phashes: (string | null)[], manager: EntityManager) => Promise<void>;

/** An ad's photo files: stored within the seller's quota, removed with the ad, and linked for the seller and the admins. */
@Injectable()
export class AdPhotos {
  constructor(
    private readonly media: MediaService,
    private readonly storage: SellerStorage,
    private readonly photoLinks: PhotoLinks,
  ) {}

  private readonly refusals: PhotoRefusal[] = [];
  private readonly replacedListeners: PhotosReplacedListener[] = [];

  /** Registers a check every uploaded photo must pass; a refused photo fails the whole upload with 422 and nothing is kept. */
  refuseWhen(refusal: PhotoRefusal): void {
    this.refusals.push(refusal);
  }

  onReplaced(listener: PhotosReplacedListener): void {
    this.replacedListeners.push(listener);
  }

  /** Tells the listeners, in the caller's transaction, that the ad's photos are now these. */
  async replaced(manager: EntityManager, adId: number, images: { phash: string | null }[]): Promise<void> {
    for (const listener of this.replacedListeners)
      await listener(
        adId,
        images.map((image) => image.phash),
        manager,
      );
  }

  /** For the seller's and the admins' answers: their photos load while the ad is off the site. */
  readonly link = (url: string): string => this.photoLinks.signed(url);

  /** Stores an ad's photos; with `quota`, refused (413) when they would pass the seller's storage quota. */
  async store(files: Express.Multer.File[], quota?: { sellerId: number; replacingAdId?: number }): Promise<StoredImage[]> {
    if (files.length > MAX_AD_IMAGES) {
      const max = { max: String(MAX_AD_IMAGES) };
      throw new BadRequestException({ detail: adRefusal('tooManyPhotos', max), errors: { images: mediaRefusal('atMostPhotos', max) } });
    }
    // A full quota is refused before anything is decoded; the exact sizes are known only once encoded.
    const used = quota ? await this.storage.usedBytes(quota.sellerId, quota.replacingAdId) : 0;
    if (quota) this.storage.assertRoom(used);
    const stored: StoredImage[] = [];
    try {
      for (const file of files) {
        const image = await this.media.saveImage(file, 'ads', 'images');
        stored.push(image);
        for (const refused of this.refusals)
          if (await refused(image.phash)) throw new UnprocessableEntityException({ detail: adRefusal('photoRefused'), errors: { images: adRefusal('photoRefused') } });
      }
      if (quota)
        this.storage.assertRoom(
          used,
          stored.reduce((sum, image) => sum + image.bytes, 0),
        );
      return stored;
    } catch (error) {
      await this.remove(stored);
      throw error;
    }
  }

  /** Removes the files of these photos (once what referred to them is gone). */
  async remove(images: { url: string }[]): Promise<void> {
    await Promise.all(images.map((image) => this.media.remove(image.url)));
  }
}
