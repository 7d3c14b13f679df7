import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { Ad } from '../ads/ad.entity';

/**
 * One bucket an ad's text or photo falls in (locality-sensitive hashing): a MinHash band of its text
 * ('t<band>:<hash>') or a slice of a photo's perceptual hash ('p<slice>:<hash rotated to start with
 * the slice>'), followed by the ad's id in 6 base-36 digits, so that a lookup (an index range per
 * bucket) reads the candidates' ids from the index alone. Ads that share a bucket are candidates,
 * checked exactly afterwards (moderation/duplicates.service.ts).
 */
@Entity('ad_fingerprints')
@Index('IDX_ad_fingerprints_bucket', ['bucket'])
@Index('IDX_ad_fingerprints_ad', ['ad'])
export class AdFingerprint {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Ad, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'adId', foreignKeyConstraintName: 'FK_ad_fingerprints_ad' })
  ad: Ad;

  @RelationId((fingerprint: AdFingerprint) => fingerprint.ad)
  adId: number;

  @Column({ length: 40 })
  bucket: string;
}
