import { Injectable, PayloadTooLargeException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdImage } from './ad-image.entity';
import { adRefusal } from './ad-refusals';

/**
 * Photo bytes (display size and thumbnail, as stored) that one seller may keep across all their
 * ads: about 1,000 photos, far beyond an honest seller's needs, while one account cannot fill the disk.
 */
export const SELLER_STORAGE_QUOTA_BYTES = 200 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

@Injectable()
export class SellerStorage {
  constructor(@InjectRepository(AdImage) private readonly images: Repository<AdImage>) {}

  /** The seller's stored photo bytes, leaving out one ad's photos (those an update replaces). */
  async usedBytes(sellerId: number, exceptAdId?: number): Promise<number> {
    const query = this.images.createQueryBuilder('image').innerJoin('image.ad', 'ad').select('COALESCE(SUM(image.bytes), 0)', 'used').where('ad.sellerId = :sellerId', { sellerId });
    if (exceptAdId) query.andWhere('ad.id <> :exceptAdId', { exceptAdId });
    return Number((await query.getRawOne<{ used: string | number }>())?.used ?? 0);
  }

  /** Refuses with 413 when `adding` more bytes would pass the quota (by default: when it is already full). */
  assertRoom(used: number, adding = 1): void {
    if (used + adding <= SELLER_STORAGE_QUOTA_BYTES) return;
    const sizes = { used: megabytes(used), quota: megabytes(SELLER_STORAGE_QUOTA_BYTES), adding: megabytes(adding) };
    const why = adRefusal(adding > 1 ? 'storageFullAdding' : 'storageFull', sizes);
    throw new PayloadTooLargeException({ detail: why, errors: { images: why } });
  }
}
