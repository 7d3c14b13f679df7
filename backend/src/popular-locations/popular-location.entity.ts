import { Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, RelationId, Unique } from 'typeorm';
import { Category } from '../categories/category.entity';
import { Location } from '../locations/location.entity';

/** A city featured on the home page under a category. */
@Entity('popular_locations')
@Unique('UQ_popular_locations_pair', ['location', 'category'])
export class PopularLocation {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Location, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'locationId', foreignKeyConstraintName: 'FK_popular_locations_location' })
  location: Location;

  @RelationId((popular: PopularLocation) => popular.location)
  locationId: number;

  @ManyToOne(() => Category, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'categoryId', foreignKeyConstraintName: 'FK_popular_locations_category' })
  category: Category;

  @RelationId((popular: PopularLocation) => popular.category)
  categoryId: number;
}
