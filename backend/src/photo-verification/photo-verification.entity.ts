import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { Ad } from '../ads';
import { DateTimeColumn } from '../database/columns';
import { User } from '../users/user.entity';
import { PhotoRefusalReason, PhotoVerificationStatus } from './photo-verification-status';

/**
 * A seller's request to have an ad's photos verified (issue 42): a one-time code, the private selfie holding it (a
 * file name under DATA_DIR/private/selfies, never a public address), and the moderator's decision. Approved, it keeps
 * the perceptual hashes of the photos it verified: a later photo not among them drops the ad's badge (photo-badge.ts).
 */
@Entity('photo_verifications')
@Index('UQ_photo_verifications_open', ['openAdId'], { unique: true })
@Index('IDX_photo_verifications_ad', ['ad', 'id'])
@Index('IDX_photo_verifications_seller', ['seller', 'createdAt'])
@Index('IDX_photo_verifications_queue', ['status', 'submittedAt'])
export class PhotoVerification {
  @PrimaryGeneratedColumn()
  id: number;

  /** Null once the ad is deleted: the retention pass then deletes the request and its selfie. */
  @ManyToOne(() => Ad, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'adId', foreignKeyConstraintName: 'FK_photo_verifications_ad' })
  ad: Ad | null;

  @RelationId((verification: PhotoVerification) => verification.ad)
  adId: number | null;

  /** The ad's id while the request is open, null once decided: one open request per ad (unique). */
  @Column({ type: 'int', nullable: true })
  openAdId: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'sellerId', foreignKeyConstraintName: 'FK_photo_verifications_seller' })
  seller: User;

  @RelationId((verification: PhotoVerification) => verification.seller)
  sellerId: number;

  /** What the seller writes on paper and holds in the selfie (verification-code.ts). */
  @Column({ length: 6 })
  code: string;

  @Column({ type: 'varchar', length: 16 })
  status: PhotoVerificationStatus;

  /** The selfie's file name in the private folder (selfie-store.ts); null before the upload and once deleted. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  selfie: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  reason: PhotoRefusalReason | null;

  /** The moderator's own words to the seller, with or instead of a reason. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'decidedById', foreignKeyConstraintName: 'FK_photo_verifications_admin' })
  decidedBy: User | null;

  @RelationId((verification: PhotoVerification) => verification.decidedBy)
  decidedById: number | null;

  @DateTimeColumn()
  createdAt: Date;

  /** When the selfie was uploaded: the queue's order. */
  @DateTimeColumn({ nullable: true })
  submittedAt: Date | null;

  @DateTimeColumn({ nullable: true })
  decidedAt: Date | null;

  /** Approved: the perceptual hashes of the ad's photos it verified, comma-separated. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  photoHashes: string | null;
}
