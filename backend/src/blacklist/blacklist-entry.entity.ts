import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';
import { BlacklistKind } from './blacklist-kind';

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
