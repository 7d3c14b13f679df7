import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Ad, AdPhotos } from '../ads';
import { hammingDistance, isPhotoHash, PHOTO_MAX_DISTANCE } from '../moderation/photo-fingerprint';
import { PhotoVerification } from './photo-verification.entity';
import { PhotoVerificationStatus } from './photo-verification-status';

/** The hashes an approval keeps, from an ad's photos (featureless or missing hashes prove nothing and are left out). */
export const verifiedSet = (phashes: (string | null)[]): string[] => [...new Set(phashes.filter(isPhotoHash))];

/** Whether every photo is, by its perceptual hash, within the duplicate detector's distance of a verified one. */
export const allVerified = (phashes: (string | null)[], verified: string[]): boolean =>
  phashes.every((phash) => isPhotoHash(phash) && verified.some((known) => hammingDistance(known, phash) <= PHOTO_MAX_DISTANCE));

/**
 * Keeps `ads.photosVerifiedAt` true when an ad's photos change: in the transaction that replaces them (AdPhotos.replaced),
 * a photo that matches none of the last approved set (the same photo re-encoded or resized still does) clears the badge
 * until the photos are verified again.
 */
@Injectable()
export class PhotoBadge implements OnModuleInit {
  constructor(private readonly photos: AdPhotos) {}

  onModuleInit(): void {
    this.photos.onReplaced((adId, phashes, manager) => this.photosReplaced(adId, phashes, manager));
  }

  async photosReplaced(adId: number, phashes: (string | null)[], manager: EntityManager): Promise<void> {
    const ad = await manager.findOne(Ad, { where: { id: adId }, select: { id: true, photosVerifiedAt: true } });
    if (!ad?.photosVerifiedAt) return;
    const approved = await manager.findOne(PhotoVerification, { where: { ad: { id: adId }, status: PhotoVerificationStatus.Approved }, order: { decidedAt: 'DESC', id: 'DESC' } });
    const verified = approved?.photoHashes ? approved.photoHashes.split(',') : [];
    if (!allVerified(phashes, verified)) await manager.update(Ad, { id: adId }, { photosVerifiedAt: null });
  }
}
