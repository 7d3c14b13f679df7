import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One bucket an ad's text or photo falls in (locality-sensitive hashing): a MinHash band of its text
 * ('t<band>:<hash>') or a slice of a photo's perceptual hash ('p<slice>:<hash rotated to start with
 * the slice>'), followed by the ad's id in 6 base-36 digits, so that a lookup (an index range per
 * bucket) reads the candidates' ids from the index alone. Ads that share a bucket are candidates,
 * checked exactly afterwards (moderation/duplicates.service.ts).
 */
@Entity('ad_fingerprints')
@Index('IDX_ad_fingerprints_bucket', ['bucket'])
@Index('IDX_ad_fingerprints_ad', ['adId'])
export class AdFingerprint {
  @PrimaryGeneratedColumn()
  id: number;

  /** The ad's id, with a foreign key named by entity ('Ad'), so that moderation/ does not import ads/ (which uses it). */
  @Column({ type: 'int' })
  @ForeignKey('Ad', { onDelete: 'CASCADE', name: 'FK_ad_fingerprints_ad' })
  adId: number;

  @Column({ length: 40 })
  bucket: string;
}
