import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import { User } from '../users/user.entity';

/**
 * A money-moving request a client sent with an `Idempotency-Key`, and the answer it got: a retry with
 * the same key is given that answer again and moves no money (Stripe's idempotent requests). The row
 * is written in the same transaction as the money it moved, so either both are kept or neither.
 */
@Entity('idempotency_keys')
@Index('UQ_idempotency_keys_user_key', ['user', 'key'], { unique: true })
export class IdempotencyKey {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_idempotency_keys_user' })
  user: User;

  @RelationId((entry: IdempotencyKey) => entry.user)
  userId: number;

  @Column({ length: 255 })
  key: string;

  /** A hash of what was asked (route, ids, body), so that a key sent again with another request is refused. */
  @Column({ type: 'varchar', length: 64 })
  request: string;

  /** The first answer's JSON; null while the first request is still running. */
  @Column({ type: 'text', nullable: true })
  answer: string | null;

  @CreatedAtColumn()
  createdAt: Date;
}
