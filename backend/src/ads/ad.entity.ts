import { Column, Entity, Index, IndexOptions, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { Category } from '../categories/category.entity';
import { CreatedAtColumn, DateTimeColumn, UpdatedAtColumn } from '../database/columns';
import { Location } from '../locations/location.entity';
import { TimeSlot } from '../promotion-plans/time-slot.entity';
import { User } from '../users/user.entity';
import { AdImage } from './ad-image.entity';
import { AdStatus } from './ad-status';
import { ReviewCause } from './review-cause';
import { AdContact } from './ad-contact';

/** An ad's detail values by field id (ad-details/): a number (rate, number), a boolean (yes/no) or option keys (choice). */
export type StoredDetails = Record<string, number | boolean | string[]>;

/** On the site now: ACTIVE and before its expiry. */
export const isLive = (ad: Pick<Ad, 'status' | 'expiresAt'>, now = new Date()): boolean => ad.status === AdStatus.Active && !!ad.expiresAt && ad.expiresAt > now;

/**
 * Search indexes (docs/performance.md): "newest first" is the latest `listedAt` first, ties broken by
 * id, so (category, location, status, listedAt, id) serves a district's newest ads in order. The
 * filter indexes also hold expiresAt and promotedUntil (after id, which keeps the order): which ads
 * search shows, and how many, is then read from the index alone. The promoted tier reads its range of
 * promotedUntil from indexes that hold every column it needs too: a whole category's few thousand
 * promoted ads are then read without a row lookup each (docs/performance.md).
 */
@Entity('ads')
@Index('IDX_ads_seller', ['seller', 'createdAt'])
@Index('IDX_ads_filter_both', ['category', 'location', 'status', 'listedAt', 'id', 'expiresAt', 'promotedUntil'])
@Index('IDX_ads_filter_category', ['category', 'status', 'listedAt', 'id', 'expiresAt', 'promotedUntil'])
@Index('IDX_ads_filter_location', ['location', 'status', 'listedAt', 'id', 'expiresAt', 'promotedUntil'])
@Index('IDX_ads_status', ['status', 'listedAt', 'id', 'expiresAt', 'promotedUntil'])
@Index('IDX_ads_promoted_both', ['category', 'location', 'status', 'promotedUntil', 'expiresAt', 'listedAt', 'id', 'slot'])
@Index('IDX_ads_promoted_category', ['category', 'status', 'promotedUntil', 'expiresAt', 'listedAt', 'id', 'slot'])
@Index('IDX_ads_promoted_location', ['location', 'status', 'promotedUntil', 'expiresAt', 'listedAt', 'id', 'slot'])
@Index('IDX_ads_promoted', ['status', 'promotedUntil', 'expiresAt', 'listedAt', 'id', 'slot'])
@Index('IDX_ads_review', ['status', 'submittedAt', 'id'])
// Keyword search: a FULLTEXT index on MySQL/MariaDB, an FTS5 table on SQLite; both hand-written in the AdsFullText migration.
// (TypeORM 1 still honours `synchronize: false` on indexes but no longer declares it in IndexOptions.)
@Index('IDX_ads_fulltext', ['title', 'description'], { fulltext: true, synchronize: false } as IndexOptions)
export class Ad {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: 120 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'categoryId', foreignKeyConstraintName: 'FK_ads_category' })
  category: Category;

  @RelationId((ad: Ad) => ad.category)
  categoryId: number;

  @ManyToOne(() => Location, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'locationId', foreignKeyConstraintName: 'FK_ads_location' })
  location: Location;

  @RelationId((ad: Ad) => ad.location)
  locationId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'sellerId', foreignKeyConstraintName: 'FK_ads_seller' })
  seller: User;

  @RelationId((ad: Ad) => ad.seller)
  sellerId: number;

  /** Always given (moderators can call); shown to buyers only when `contact` says so. */
  @Column({ length: 13 })
  phone: string;

  @Column({ type: 'varchar', length: 10, default: AdContact.Messages })
  contact: AdContact;

  @Column({ type: 'smallint' })
  age: number;

  @Column({ type: 'varchar', length: 20, default: AdStatus.Inactive })
  status: AdStatus;

  /** When it entered the review queue (the queue is oldest first); null when it is not waiting. */
  @DateTimeColumn({ nullable: true })
  submittedAt: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  reviewCause: ReviewCause | null;

  /**
   * When an activation (free ad, renewal, promotion) or a live ad's edit was held for review: at
   * approval its expiry and promotion are moved on by the time it waited, so no paid day is lost.
   */
  @DateTimeColumn({ nullable: true })
  heldSince: Date | null;

  /** The moderator's reason for the last rejection, shown to the seller until they edit the ad. */
  @Column({ length: 600, default: '' })
  rejection: string;

  /** The other seller's live ad this one nearly repeats (shown side by side in the review queue). */
  @ManyToOne(() => Ad, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'duplicateOfId', foreignKeyConstraintName: 'FK_ads_duplicate_of' })
  duplicateOf: Ad | null;

  @RelationId((ad: Ad) => ad.duplicateOf)
  duplicateOfId: number | null;

  /**
   * The ad's details (issue 44) by field id: a number (rate, number), a boolean (yes/no) or option keys (choice).
   * What its pages show; the filters read the same values from ad_details, written with it.
   */
  @Column({ type: 'simple-json', nullable: true })
  details: StoredDetails | null;

  /** Taken down by a moderator: only an admin can activate it again (not a free ad or a promotion). */
  @Column({ default: false })
  takenDown: boolean;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;

  /** Where the ad stands in "newest first": when it went live, or was last renewed or promoted (bumped). */
  @CreatedAtColumn()
  listedAt: Date;

  /** An ad is public only while ACTIVE and before this moment. */
  @DateTimeColumn({ nullable: true })
  expiresAt: Date | null;

  @DateTimeColumn({ nullable: true })
  promotedUntil: Date | null;

  @ManyToOne(() => TimeSlot, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'slotId', foreignKeyConstraintName: 'FK_ads_slot' })
  slot: TimeSlot | null;

  @RelationId((ad: Ad) => ad.slot)
  slotId: number | null;

  @Column({ type: 'int', default: 0 })
  views: number;

  /** How often signed-in visitors asked for the phone number (POST dashboard/reveal-phone). */
  @Column({ type: 'int', default: 0 })
  phoneReveals: number;

  /** When the seller proved, by a code sent to it, that the ad's phone number is theirs; null: not proved, never shown (issue 42). */
  @DateTimeColumn({ nullable: true })
  phoneVerifiedAt: Date | null;

  /** When a moderator matched the ad's photos with the seller's private selfie; null once a photo not in that set is added. */
  @DateTimeColumn({ nullable: true })
  photosVerifiedAt: Date | null;

  @OneToMany(() => AdImage, (image) => image.ad, { cascade: ['insert'] })
  images: AdImage[];
}
