import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Ad } from './ad.entity';

@Entity('ad_images')
@Index('IDX_ad_images_ad', ['ad', 'position'])
/** Who may see a photo at its address is looked up by it (search/ad-photo-access.ts). */
@Index('IDX_ad_images_url', ['url'])
export class AdImage {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne('Ad', 'images', { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'adId', foreignKeyConstraintName: 'FK_ad_images_ad' })
  ad: Ad;

  @Column({ length: 255 })
  url: string;

  @Column({ length: 255 })
  thumbUrl: string;

  @Column({ type: 'smallint', default: 0 })
  position: number;

  /** Bytes stored for the photo and its thumbnail, counted against the seller's storage quota (0 for photos stored before it was counted). */
  @Column({ type: 'int', default: 0 })
  bytes: number;

  /** The photo's perceptual hash (16 hex digits), to find the same photo re-encoded or resized; null for photos stored before. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  phash: string | null;
}
