import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { CreatedAtColumn, DateTimeColumn } from '../database/columns';
import { User } from '../users/user.entity';
import { TokenPurpose } from './token-purpose';

/** A single-use token mailed in a link; only its SHA-256 is stored, so a copy of the database cannot use it. */
@Entity('account_tokens')
@Index('IDX_account_tokens_user', ['user', 'purpose', 'createdAt'])
export class AccountToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  purpose: TokenPurpose;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_account_tokens_user' })
  user: User;

  @RelationId((token: AccountToken) => token.user)
  userId: number;

  @Index('UQ_account_tokens_hash', { unique: true })
  @Column({ length: 64 })
  tokenHash: string;

  @DateTimeColumn()
  expiresAt: Date;

  @DateTimeColumn({ nullable: true })
  usedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
