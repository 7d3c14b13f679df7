import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The SEO text block shown on the home page (rich text, sanitised before it is stored). */
@Entity('seo_descriptions')
export class SeoDescription {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: 200 })
  headingH1: string;

  @Column({ length: 200 })
  headingH2: string;

  @Column({ type: 'text' })
  description: string;
}
