import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { fromSqlDateTime } from '../database/columns';
import { hammingDistance, hashOfPhotoKey, isPhotoHash, PHOTO_MAX_DISTANCE, photoKeys, photoProbes } from './photo-fingerprint';
import { jaccard, shingles, TEXT_MIN_SIMILARITY, textKeys } from './text-fingerprint';

/** What an ad is compared by: its text and its photos' perceptual hashes (AdImage.phash; nulls are skipped). */
export interface FingerprintInput {
  title: string;
  description: string;
  phashes: (string | null | undefined)[];
}

export interface SimilarAd {
  adId: number;
  sellerId: number;
  title: string;
  /** The stronger evidence when both match: text (Jaccard similarity of word pairs) or a photo (1 − Hamming distance / 64). */
  by: 'text' | 'photo';
  /** 0.8–1 for text, 0.906–1 for photos (1 is an exact copy). */
  score: number;
}

/**
 * Every lookup reads a bounded number of index entries, whatever the catalogue's size: a text bucket at
 * most its newest TEXT_ROWS_PER_BUCKET ads (a boilerplate text shared by thousands fills only that
 * many), a photo probe at most PHOTO_ROWS_PER_PROBE; then only the TEXT_CANDIDATES ads sharing the most
 * bands and the PHOTO_MATCHES ads with the closest photos are read from `ads`, with the seller's own
 * OWN_ADS newest. At most 16 × 500 + 8 photos × 68 × 20 index entries (no table rows) and 180 ads per check.
 */
const TEXT_ROWS_PER_BUCKET = 500;
const PHOTO_ROWS_PER_PROBE = 20;
const TEXT_CANDIDATES = 50;
const PHOTO_MATCHES = 30;
/** With `sellerId`, that seller's newest ads are compared as well, whatever the buckets hold. */
const OWN_ADS = 100;
/** Arms of one UNION ALL statement (SQLite allows 500). */
const ARMS_PER_STATEMENT = 200;

/**
 * A stored bucket is its key (a text band or a photo slice, text-fingerprint.ts and photo-fingerprint.ts)
 * followed by the ad's id in 6 base-36 digits ('t3:9d9937bc' + '000lfl'). A lookup is then a prefix range
 * of the bucket index that hands back the ad ids (and a photo's whole hash) from the index alone: no
 * table row is read for a candidate, which on MariaDB with a cold buffer pool is a disk read each.
 * Newest ads last in a key's range (fixed-width ids sort as numbers: digits before letters in every collation).
 */
const ID_DIGITS = 6;
const idSuffix = (adId: number) => adId.toString(36).padStart(ID_DIGITS, '0');
const adIdOf = (stored: string) => parseInt(stored.slice(-ID_DIGITS), 36);
const keyOf = (stored: string) => stored.slice(0, -ID_DIGITS);
/** Past every bucket that starts with `prefix`: what follows a key is at most 18 base-36 digits, and 'z' sorts last among them. */
const rangeEnd = (prefix: string) => prefix + 'z'.repeat(20);

/**
 * One statement of SELECTs that each have their own LIMIT: SQLite takes them only as subqueries, while
 * MySQL/MariaDB materialise each such subquery in a temporary table (12.6 ms for a text's 16 buckets at
 * 100,000 ads, against 2 ms for parenthesised SELECTs, which SQLite does not accept).
 */
function unionAll(manager: EntityManager, selects: string[]): string {
  if (manager.connection.options.type === 'better-sqlite3') return selects.map((select, i) => `SELECT * FROM (${select}) AS s${i}`).join(' UNION ALL ');
  return selects.map((select) => `(${select})`).join(' UNION ALL ');
}

/** The buckets an ad is stored under in `ad_fingerprints`: 16 for its text (none for a text of a few words), 4 per distinct photo. */
export function fingerprintBuckets(adId: number, input: FingerprintInput): string[] {
  const photos = new Set(input.phashes.filter(isPhotoHash));
  const suffix = idSuffix(adId);
  return [...textKeys(shingles(input.title, input.description)), ...[...photos].flatMap(photoKeys)].map((key) => key + suffix);
}

/**
 * Duplicate and near-duplicate ads (issue 17): candidates from the `ad_fingerprints` bucket index (MinHash
 * bands of the text, slices of the photos' hashes), each then checked exactly. Compared with live ads:
 * ACTIVE and unexpired, and PENDING_REVIEW (a copy posted while the original waits for a moderator is
 * still a copy). docs/decisions/0017-duplicate-detection.md has the thresholds and the measured costs.
 */
@Injectable()
export class DuplicatesService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Live ads whose text or a photo nearly repeats the input's, best first (at most `limit`, default 10);
   * with `sellerId`, that seller's own ads come first (a repeat of one's own ad is refused, another
   * seller's is reviewed), so a boilerplate text shared by many sellers cannot push them out.
   */
  async similarTo(input: FingerprintInput, options: { excludeAdId?: number; sellerId?: number; limit?: number } = {}, manager: EntityManager = this.dataSource.manager): Promise<SimilarAd[]> {
    const exclude = options.excludeAdId;
    const text = shingles(input.title, input.description);
    const photos = [...new Set(input.phashes.filter(isPhotoHash))];

    const textIds = new Set(await this.textCandidates(manager, textKeys(text), exclude));
    const photoDistances = await this.photoMatches(manager, photos, exclude);
    // The seller's own ads directly: in a bucket crowded by other sellers' similar ads, a repeat of one's
    // own could be past the rows read, and it is the case that is refused rather than reviewed.
    if (options.sellerId !== undefined) {
      const own = await this.ownAds(manager, options.sellerId, photos, exclude);
      for (const id of own.ids) textIds.add(id);
      for (const [id, distance] of own.photoDistances) if (distance < (photoDistances.get(id) ?? Infinity)) photoDistances.set(id, distance);
    }
    const ids = [...new Set([...textIds, ...photoDistances.keys()])];
    if (!ids.length) return [];

    const rows: { id: number; sellerId: number; title: string; description: string; status: string; expiresAt: string | Date | null }[] = await manager.query(
      `SELECT id, sellerId, title, description, status, expiresAt FROM ads WHERE id IN (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    const now = Date.now();
    const similar: SimilarAd[] = [];
    for (const row of rows) {
      const live = row.status === 'PENDING_REVIEW' || (row.status === 'ACTIVE' && row.expiresAt !== null && fromSqlDateTime(row.expiresAt).getTime() > now);
      if (!live) continue;
      const textScore = textIds.has(Number(row.id)) ? jaccard(text, shingles(row.title, row.description)) : 0;
      const distance = photoDistances.get(Number(row.id));
      const photoScore = distance === undefined ? 0 : 1 - distance / 64;
      const ad = { adId: Number(row.id), sellerId: Number(row.sellerId), title: row.title };
      if (textScore >= TEXT_MIN_SIMILARITY && textScore >= photoScore) similar.push({ ...ad, by: 'text', score: textScore });
      else if (distance !== undefined) similar.push({ ...ad, by: 'photo', score: photoScore });
    }
    // The same score: the older ad first (the original rather than a later copy).
    const own = (ad: SimilarAd) => (ad.sellerId === options.sellerId ? 0 : 1);
    return similar.sort((a, b) => own(a) - own(b) || b.score - a.score || a.adId - b.adId).slice(0, options.limit ?? 10);
  }

  /** Replaces the ad's buckets; call it in the transaction that writes the ad's text or photos. */
  async record(manager: EntityManager, adId: number, input: FingerprintInput): Promise<void> {
    await manager.query('DELETE FROM ad_fingerprints WHERE adId = ?', [adId]);
    const buckets = fingerprintBuckets(adId, input);
    if (!buckets.length) return;
    await manager.query(
      `INSERT INTO ad_fingerprints (adId, bucket) VALUES ${buckets.map(() => '(?, ?)').join(', ')}`,
      buckets.flatMap((bucket) => [adId, bucket]),
    );
  }

  /** The seller's newest ads, with the distance of their photos within the threshold. */
  private async ownAds(manager: EntityManager, sellerId: number, photos: string[], exclude?: number): Promise<{ ids: number[]; photoDistances: Map<number, number> }> {
    const rows: { id: number }[] = await manager.query(`SELECT id FROM ads WHERE sellerId = ? ORDER BY createdAt DESC LIMIT ${OWN_ADS}`, [sellerId]);
    const ids = rows.map((row) => Number(row.id)).filter((id) => id !== exclude);
    const photoDistances = new Map<number, number>();
    if (!ids.length || !photos.length) return { ids, photoDistances };
    const images: { adId: number; phash: string | null }[] = await manager.query(`SELECT adId, phash FROM ad_images WHERE adId IN (${ids.map(() => '?').join(', ')})`, ids);
    for (const image of images) {
      if (!isPhotoHash(image.phash)) continue;
      const distance = Math.min(...photos.map((photo) => hammingDistance(photo, image.phash!)));
      const adId = Number(image.adId);
      if (distance <= PHOTO_MAX_DISTANCE && distance < (photoDistances.get(adId) ?? Infinity)) photoDistances.set(adId, distance);
    }
    return { ids, photoDistances };
  }

  /** Ads sharing a band with the text, those sharing the most bands first (more shared bands: likely more similar). */
  private async textCandidates(manager: EntityManager, keys: string[], exclude?: number): Promise<number[]> {
    if (!keys.length) return [];
    const arms = keys.map(() => `SELECT bucket FROM ad_fingerprints WHERE bucket >= ? AND bucket < ? ORDER BY bucket DESC LIMIT ${TEXT_ROWS_PER_BUCKET}`);
    const rows: { bucket: string }[] = await manager.query(
      unionAll(manager, arms),
      keys.flatMap((key) => [key, rangeEnd(key)]),
    );
    const shared = new Map<number, number>();
    for (const row of rows) {
      const adId = adIdOf(row.bucket);
      if (adId !== exclude) shared.set(adId, (shared.get(adId) ?? 0) + 1);
    }
    return [...shared]
      .sort((a, b) => b[1] - a[1] || b[0] - a[0])
      .slice(0, TEXT_CANDIDATES)
      .map(([adId]) => adId);
  }

  /** Ads with a photo within PHOTO_MAX_DISTANCE of one of the photos, with the smallest distance. */
  private async photoMatches(manager: EntityManager, photos: string[], exclude?: number): Promise<Map<number, number>> {
    const probes = [...new Set(photos.flatMap(photoProbes))];
    const found = new Map<number, number>();
    for (let start = 0; start < probes.length; start += ARMS_PER_STATEMENT) {
      const chunk = probes.slice(start, start + ARMS_PER_STATEMENT);
      const arms = chunk.map(() => `SELECT bucket FROM ad_fingerprints WHERE bucket >= ? AND bucket < ? LIMIT ${PHOTO_ROWS_PER_PROBE}`);
      const rows: { bucket: string }[] = await manager.query(
        unionAll(manager, arms),
        chunk.flatMap((probe) => [probe, rangeEnd(probe)]),
      );
      for (const row of rows) {
        const adId = adIdOf(row.bucket);
        const hash = hashOfPhotoKey(keyOf(row.bucket));
        const distance = Math.min(...photos.map((photo) => hammingDistance(photo, hash)));
        if (adId !== exclude && distance <= PHOTO_MAX_DISTANCE && distance < (found.get(adId) ?? Infinity)) found.set(adId, distance);
      }
    }
    return new Map([...found].sort((a, b) => a[1] - b[1] || a[0] - b[0]).slice(0, PHOTO_MATCHES));
  }
}
