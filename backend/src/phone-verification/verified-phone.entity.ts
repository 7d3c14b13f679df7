import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';
import { User } from '../users/user.entity';

/** A phone number an account proved theirs by a code; one account at a time (the unique number). */
@Entity('verified_phones')
@Index('IDX_verified_phones_user', ['userId'])
export class VerifiedPhone {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_verified_phones_user' })
  user: User;

  @Column()
  userId: number;

  /** E.164, such as +919876543210. */
  @Index('UQ_verified_phones_phone', { unique: true })
  @Column({ length: 16 })
  phone: string;

  @DateTimeColumn()
  verifiedAt: Date;
}
