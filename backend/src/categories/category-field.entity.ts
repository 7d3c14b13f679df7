import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId } from 'typeorm';
import { Category } from './category.entity';
import { CreatedAtColumn, DateTimeColumn } from '../database/columns';
import { DetailKind, RateUnit } from './field-kind';

/** One option of a choice: its key (in URLs and stored ads) and its label in English and Hindi. */
export interface FieldOption {
  key: string;
  label: string;
  labelHi: string | null;
}

/**
 * A detail the ads of a category carry (issue 44): defined by the admins without a release. A removed field is kept
 * (removedAt) with the values stored ads have for it, hidden everywhere; its key stays taken.
 */
@Entity('category_fields')
@Index('UQ_category_fields_key', ['category', 'key'], { unique: true })
export class CategoryField {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Category, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'categoryId', foreignKeyConstraintName: 'FK_category_fields_category' })
  category: Category;

  @RelationId((field: CategoryField) => field.category)
  categoryId: number;

  @Column({ length: 40 })
  key: string;

  @Column({ type: 'varchar', length: 10 })
  kind: DetailKind;

  @Column({ length: 60 })
  label: string;

  @Column({ type: 'varchar', length: 60, nullable: true })
  labelHi: string | null;

  /** A rate's unit; null for the other kinds. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  unit: RateUnit | null;

  /** A choice's options, in the order shown; empty for the other kinds. */
  @Column({ type: 'simple-json' })
  options: FieldOption[];

  /** A choice: several options may be chosen (languages spoken), not one. */
  @Column({ default: false })
  multiple: boolean;

  /** A rate's or number's bounds. */
  @Column({ type: 'int', nullable: true })
  min: number | null;

  @Column({ type: 'int', nullable: true })
  max: number | null;

  /** New and edited ads must give it. */
  @Column({ default: false })
  required: boolean;

  /** Shown on the ad's card in results, not only on its page. */
  @Column({ default: false })
  onCard: boolean;

  @Column({ type: 'smallint', default: 0 })
  position: number;

  @DateTimeColumn({ nullable: true })
  removedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
