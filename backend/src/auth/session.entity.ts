import { Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn } from '../database/columns';
import { User } from '../users/user.entity';

/**
 * A signed-in session: the token names it (`sid`), and JwtStrategy accepts the token only while it
 * has not ended, so logout, a password change or reset and blocking end tokens at once.
 */
@Entity('sessions')
@Index('IDX_sessions_user', ['user', 'endedAt'])
@Index('IDX_sessions_expires', ['expiresAt'])
export class Session {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_sessions_user' })
  user: User;

  @RelationId((session: Session) => session.user)
  userId: number;

  @CreatedAtColumn()
  createdAt: Date;

  @DateTimeColumn()
  expiresAt: Date;

  @DateTimeColumn({ nullable: true })
  endedAt: Date | null;
}
