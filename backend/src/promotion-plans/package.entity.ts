import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { PaiseColumn } from '../database/columns';

/** A promotion package a seller buys from the wallet: the ad is promoted for durationDays. */
@Entity('packages')
export class Package {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: 60 })
  name: string;

  /** The name in Hindi; Hindi pages show `name` without it. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  nameHi: string | null;

  @PaiseColumn()
  amountPaise: number;

  @Column({ type: 'int' })
  durationDays: number;

  @Column({ default: true })
  active: boolean;
}
