import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import { User } from '../users/user.entity';

/** `blocker` no longer hears from `blocked`: neither can write to the other, in any conversation. */
@Entity('user_blocks')
@Index('IDX_user_blocks_blocked', ['blockedId'])
export class UserBlock {
  @PrimaryColumn()
  blockerId: number;

  @PrimaryColumn()
  blockedId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blockerId', foreignKeyConstraintName: 'FK_user_blocks_blocker' })
  blocker: User;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'blockedId', foreignKeyConstraintName: 'FK_user_blocks_blocked' })
  blocked: User;

  @CreatedAtColumn()
  createdAt: Date;
}
