import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import { User } from '../users/user.entity';

/** One browser's Push API subscription (RFC 8030): where the push service takes messages for it, and its keys (RFC 8291). */
@Entity('push_subscriptions')
export class PushSubscription {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_push_subscriptions_user')
  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_push_subscriptions_user' })
  user: User;

  /** SHA-256 of the endpoint, unique: a browser that subscribes again (or for another account) replaces its row. */
  @Index('UQ_push_subscriptions_endpoint', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  endpointHash: string;

  @Column({ type: 'varchar', length: 1000 })
  endpoint: string;

  /** The browser's P-256 public key and its auth secret, base64url. */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  @Column({ type: 'varchar', length: 50 })
  auth: string;

  @CreatedAtColumn()
  createdAt: Date;
}
