import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAtColumn } from '../database/columns';

export const CATEGORY_SLUG_LENGTH = 80;

@Entity('categories')
export class Category {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_categories_title', { unique: true })
  @Column({ length: 60 })
  title: string;

  /** The title in Hindi (database/hindi-names.ts); null where none is given: clients show `title`. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  titleHi: string | null;

  /** The title as it appears in search URLs: lower case, spaces to hyphens. */
  @Index('UQ_categories_slug', { unique: true })
  @Column({ length: CATEGORY_SLUG_LENGTH })
  slug: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  image: string | null;

  @Column({ length: 200, default: '' })
  metaTitle: string;

  @Column({ length: 500, default: '' })
  metaDescription: string;

  @CreatedAtColumn()
  createdAt: Date;
}
