import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';
import { User } from '../users/user.entity';

/**
 * A code sent to a number for an account: kept as an HMAC only, dead after 10 minutes or 5 wrong tries. The rows of the
 * last day also count the codes sent per number and per account (the limits a new account or address cannot reset).
 */
@Entity('phone_codes')
@Index('IDX_phone_codes_phone', ['phone', 'createdAt'])
@Index('IDX_phone_codes_user', ['userId', 'createdAt'])
export class PhoneCode {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_phone_codes_user' })
  user: User;

  @Column()
  userId: number;

  /** E.164, such as +919876543210. */
  @Column({ length: 16 })
  phone: string;

  /** HMAC-SHA256 of the code, the number and the account (hex); the code itself is never stored. */
  @Column({ length: 64 })
  codeHash: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** Set when the code proved the number: it cannot be used again, but still counts for the limits. */
  @DateTimeColumn({ nullable: true })
  usedAt: Date | null;

  @DateTimeColumn()
  expiresAt: Date;

  @DateTimeColumn()
  createdAt: Date;
}
