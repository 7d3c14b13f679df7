import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CategoryField } from '../categories/category-field.entity';
import { Ad } from './ad.entity';

/**
 * One searchable value of an ad's details (issue 44), for the filters: a rate, a number or yes/no (1/0) in `number`,
 * each chosen option of a choice in a row of its own. The ad's own `details` column is what its pages show; these rows
 * are written with it, in the same transaction. IDX_ad_details_ad answers "does this ad match" from the index alone.
 */
@Entity('ad_details')
@Index('IDX_ad_details_ad', ['adId', 'fieldId', 'number', 'option'])
@Index('IDX_ad_details_field', ['fieldId', 'option', 'number'])
export class AdDetail {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Ad, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'adId', foreignKeyConstraintName: 'FK_ad_details_ad' })
  ad?: Ad;

  @Column()
  adId: number;

  @ManyToOne(() => CategoryField, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'fieldId', foreignKeyConstraintName: 'FK_ad_details_field' })
  field?: CategoryField;

  @Column()
  fieldId: number;

  @Column({ type: 'int', nullable: true })
  number: number | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  option: string | null;
}
