import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';

export enum BlacklistKind {
  /** A word or phrase that may not appear in an ad's title or description */
  Word = 'WORD',
  /** A mobile number (10 digits) that may not be advertised */
  Phone = 'PHONE',
  /** An e-mail domain that may not sign up (disposable mail services) */
  EmailDomain = 'EMAIL_DOMAIN',
}

@Entity('blacklist_entries')
@Unique('UQ_blacklist_entries_kind_value', ['kind', 'value'])
export class BlacklistEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: BlacklistKind;

  /** Lower-cased; phones as 10 digits */
  @Column({ length: 100 })
  value: string;

  @CreatedAtColumn()
  createdAt: Date;
}
