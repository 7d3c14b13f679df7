import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AdPhotos } from '../ads';
import { hammingDistance, isPhotoHash, PHOTO_MAX_DISTANCE, photoKeys, photoProbes } from '../moderation/photo-fingerprint';
import { BlockedPhoto } from './blocked-photo.entity';

/** A probe's slice: 'p<slice>:' and the slice's 4 hex digits (a stored key starts with it). */
const SLICE_LENGTH = 7;

/**
 * Photos taken down for an intimate-image or impersonation complaint (issue 41, item 2): remembered by perceptual hash,
 * and refused when anyone uploads them again within the duplicate detector's distance (PHOTO_MAX_DISTANCE), found
 * through the same 16-bit slices (moderation/photo-fingerprint.ts).
 */
@Injectable()
export class BlockedPhotos implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly photos: AdPhotos,
  ) {}

  onModuleInit(): void {
    this.photos.refuseWhen((phash) => this.isBlocked(phash));
  }

  /** Remembers the hashes of an ad's photos, in the take-down's transaction; answers how many photos. */
  async remember(manager: EntityManager, complaintId: number, adId: number, at: Date): Promise<number> {
    const images: { phash: string | null }[] = await manager.query('SELECT phash FROM ad_images WHERE adId = ?', [adId]);
    const hashes = [...new Set(images.map((image) => image.phash).filter(isPhotoHash))];
    const rows = hashes.flatMap((phash) => photoKeys(phash).map((key) => ({ complaint: { id: complaintId }, adId, phash, slice: key.slice(0, SLICE_LENGTH), createdAt: at })));
    if (rows.length) await manager.insert(BlockedPhoto, rows);
    return hashes.length;
  }

  /** Whether a photo is within PHOTO_MAX_DISTANCE of one taken down for a complaint. */
  async isBlocked(phash: string): Promise<boolean> {
    const probes = photoProbes(phash);
    if (!probes.length) return false;
    const rows: { phash: string }[] = await this.dataSource.query(`SELECT DISTINCT phash FROM blocked_photos WHERE slice IN (${probes.map(() => '?').join(', ')})`, probes);
    return rows.some((row) => hammingDistance(row.phash, phash) <= PHOTO_MAX_DISTANCE);
  }
}
