import { Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { Ad } from '../ads';
import { CreatedAtColumn } from '../database/columns';
import { User } from '../users/user.entity';

/**
 * An ad a signed-in user keeps to come back to (visitors keep theirs in the browser). Once per user
 * and ad; it goes with the ad (deleted) or with the user's account (users/ deletion listener, FK cascade).
 * "Newest first" is the highest id first.
 */
@Entity('favourites')
@Index('UQ_favourites_user_ad', ['user', 'ad'], { unique: true })
@Index('IDX_favourites_ad', ['ad'])
export class Favourite {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_favourites_user' })
  user: User;

  @RelationId((favourite: Favourite) => favourite.user)
  userId: number;

  @ManyToOne(() => Ad, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'adId', foreignKeyConstraintName: 'FK_favourites_ad' })
  ad: Ad;

  @RelationId((favourite: Favourite) => favourite.ad)
  adId: number;

  @CreatedAtColumn()
  createdAt: Date;
}
