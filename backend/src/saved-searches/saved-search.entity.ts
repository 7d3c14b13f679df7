import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { Category } from '../categories/category.entity';
import { CreatedAtColumn, DateTimeColumn } from '../database/columns';
import { Location } from '../locations/location.entity';
import { User } from '../users/user.entity';
import { AlertFrequency } from './alert-frequency';

/**
 * A user's saved search: where and what to look for, and how often new matching ads are mailed.
 * IDX_saved_searches_match finds the searches an ad can match from its category and district, and
 * those for all of India (location NULL) from its category and the words it contains (alertWord),
 * so a new ad is matched against a few rows, not every search (alert-matcher.ts).
 */
@Entity('saved_searches')
@Index('IDX_saved_searches_user', ['user', 'createdAt'])
@Index('IDX_saved_searches_match', ['category', 'location', 'alertWord'])
export class SavedSearch {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_saved_searches_user' })
  user: User;

  @RelationId((search: SavedSearch) => search.user)
  userId: number;

  @ManyToOne(() => Category, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'categoryId', foreignKeyConstraintName: 'FK_saved_searches_category' })
  category: Category | null;

  @RelationId((search: SavedSearch) => search.category)
  categoryId: number | null;

  /** A district. */
  @ManyToOne(() => Location, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'locationId', foreignKeyConstraintName: 'FK_saved_searches_location' })
  location: Location | null;

  @RelationId((search: SavedSearch) => search.location)
  locationId: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  keyword: string | null;

  /** The keyword's term an ad must start a word with to be looked at (common/alert-words.ts); NULL without a keyword. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  alertWord: string | null;

  @Column({ type: 'smallint', nullable: true })
  minAge: number | null;

  @Column({ type: 'smallint', nullable: true })
  maxAge: number | null;

  @Column({ default: false })
  withPhotos: boolean;

  @Column({ default: false })
  phoneVerified: boolean;

  @Column({ default: false })
  photosVerified: boolean;

  /** The category's details it filters by, as search/detail-filters.ts writes them (`rate:500..2000;languages:hindi`). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  details: string | null;

  @Column({ type: 'varchar', length: 10 })
  frequency: AlertFrequency;

  @CreatedAtColumn()
  createdAt: Date;

  /** When the last daily digest was mailed (search-alerts.ts sends at most one a day). */
  @DateTimeColumn({ nullable: true })
  lastDigestAt: Date | null;
}
