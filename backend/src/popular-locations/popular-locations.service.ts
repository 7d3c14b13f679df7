import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Category } from '../categories/category.entity';
import { categoryRefusal } from '../categories/category-refusals';
import { Location } from '../locations/location.entity';
import { locationRefusal } from '../locations/location-refusals';
import { AddPopularLocationDto, PopularLocationDto } from './dto/popular-location.dto';
import { PopularLocation } from './popular-location.entity';
import { popularLocationRefusal } from './popular-location-refusals';

const toDto = ({ id, location, category }: PopularLocation): PopularLocationDto => ({
  id,
  locationName: location.district,
  locationNameHi: location.districtHi,
  categoryName: category.title,
  categoryNameHi: category.titleHi,
  locationId: location.id,
  categoryId: category.id,
  locationSlug: location.slug,
  categorySlug: category.slug,
});

@Injectable()
export class PopularLocationsService {
  constructor(@InjectRepository(PopularLocation) private readonly popular: Repository<PopularLocation>) {}

  async add({ locationId, categoryId }: AddPopularLocationDto): Promise<PopularLocationDto> {
    const [location, category] = await Promise.all([this.popular.manager.findOneBy(Location, { id: locationId }), this.popular.manager.findOneBy(Category, { id: categoryId })]);
    if (!location) throw new NotFoundException({ detail: locationRefusal('locationNotFound', { id: String(locationId) }), errors: { locationId: popularLocationRefusal('notFound') } });
    if (!category) throw new NotFoundException({ detail: categoryRefusal('categoryNotFound', { id: String(categoryId) }), errors: { categoryId: popularLocationRefusal('notFound') } });
    if (await this.popular.existsBy({ location: { id: locationId }, category: { id: categoryId } })) {
      throw new ConflictException({ detail: popularLocationRefusal('alreadyPopular', { district: location.district, category: category.title }) });
    }
    const saved = await this.popular.save(this.popular.create({ location, category }));
    return toDto({ ...saved, location, category });
  }

  /** Every popular city (a few hundred at most), by category, then district. */
  async all(): Promise<PopularLocationDto[]> {
    const rows = await this.popular.find({ relations: { location: true, category: true }, order: { category: { id: 'ASC' }, location: { district: 'ASC' } }, take: 5000 });
    return rows.map(toDto);
  }

  /** Popular cities grouped by category title, cities sorted by district. */
  async grouped(): Promise<Record<string, PopularLocationDto[]>> {
    const groups: Record<string, PopularLocationDto[]> = {};
    for (const city of await this.all()) (groups[city.categoryName] ??= []).push(city);
    return groups;
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.popular.delete({ id });
    if (!affected) throw new NotFoundException({ detail: popularLocationRefusal('popularCityNotFound', { id: String(id) }) });
  }
}
