import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import { ConsentPurpose, ConsentSource } from './consent-purpose';

/**
 * One consent given or withdrawn: append-only (nothing updates or deletes a row), so the history shows what a user
 * agreed to, when, from where and under which version of the privacy notice (DPDP Act 2023 s. 6(10): the burden of
 * proof is the operator's). Kept after the account is deleted: the user row stays, anonymised.
 */
@Entity('consents')
@Index('IDX_consents_user', ['userId', 'id'])
export class Consent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column()
  userId: number;

  @Column({ type: 'varchar', length: 20 })
  purpose: ConsentPurpose;

  /** What of the purpose, when it is given per thing (`search-12`); null for the whole purpose. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  scope: string | null;

  @Column()
  granted: boolean;

  @Column({ type: 'varchar', length: 10 })
  noticeVersion: string;

  @Column({ type: 'varchar', length: 20 })
  source: ConsentSource;

  @CreatedAtColumn()
  createdAt: Date;
}
