import { Entity, Index, PrimaryColumn } from 'typeorm';
import { DateTimeColumn } from '../database/columns';

/** A proof-of-work challenge already used: each solved challenge passes once, on every instance. */
@Entity('spent_challenges')
@Index('IDX_spent_challenges_expires', ['expiresAt'])
export class SpentChallenge {
  /** The challenge's signature (hex) */
  @PrimaryColumn({ type: 'varchar', length: 128 })
  signature: string;

  /** After this the challenge has expired anyway, and the row can go. */
  @DateTimeColumn()
  expiresAt: Date;
}
