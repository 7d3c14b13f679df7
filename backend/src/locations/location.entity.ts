import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A district of an Indian state or union territory, with the SEO fields of its search page. */
@Entity('locations')
@Unique('UQ_locations_state_district', ['state', 'district'])
export class Location {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ length: 100 })
  state: string;

  @Column({ length: 100 })
  district: string;

  /** The state's name in Devanagari (database/hindi-names.ts); null where none is known: clients show `state`. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  stateHi: string | null;

  /** The district's name in Devanagari; null where none is known: clients show `district`. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  districtHi: string | null;

  /** The district as it appears in search URLs (`/escorts/new-delhi`); suffixed with the state where a name repeats. */
  @Index('UQ_locations_slug', { unique: true })
  @Column({ length: 160 })
  slug: string;

  @Column({ length: 200, default: '' })
  metaTitle: string;

  @Column({ length: 500, default: '' })
  metaDescription: string;

  @Column({ length: 500, default: '' })
  canonicalLink: string;

  @Column({ type: 'text', nullable: true })
  locationDescription: string | null;

  @Column({ length: 200, default: '' })
  h1Tag: string;

  @Column({ length: 200, default: '' })
  h2Tag: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stateImage: string | null;

  /**
   * The district's centroid (database/district-centroids.ts), for "Locate me" and search by distance; null for a
   * district an admin added without one (it is never found by position nor by a radius). Never a person's position.
   */
  @Column({ type: 'double', nullable: true })
  latitude: number | null;

  @Column({ type: 'double', nullable: true })
  longitude: number | null;
}
