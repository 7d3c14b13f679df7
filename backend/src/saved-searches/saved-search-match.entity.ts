import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn } from '../database/columns';
import { User } from '../users/user.entity';
import { SavedSearch } from './saved-search.entity';

/**
 * An ad that went live matching one of a user's saved searches. Unique per user and ad, so nobody is
 * mailed the same ad twice, even when several of their searches match it or a search is deleted
 * and saved again; `mailedAt` is NULL while it waits for a daily digest.
 */
@Entity('saved_search_matches')
@Index('UQ_saved_search_matches_user_ad', ['userId', 'adId'], { unique: true })
@Index('IDX_saved_search_matches_search', ['savedSearch', 'mailedAt'])
@Index('IDX_saved_search_matches_unmailed', ['mailedAt'])
export class SavedSearchMatch {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_saved_search_matches_user' })
  user: User;

  @Column({ type: 'int' })
  userId: number;

  /** NULL once the search is deleted: the row stays, so the ad is still not mailed again. */
  @ManyToOne(() => SavedSearch, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'savedSearchId', foreignKeyConstraintName: 'FK_saved_search_matches_search' })
  savedSearch: SavedSearch | null;

  @Column({ type: 'int', nullable: true })
  savedSearchId: number | null;

  /** Kept as a plain number, like notices: the ad may be deleted later. */
  @Column({ type: 'int' })
  adId: number;

  @CreatedAtColumn()
  createdAt: Date;

  @DateTimeColumn({ nullable: true })
  mailedAt: Date | null;
}
