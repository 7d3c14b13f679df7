import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PageDto, PageQueryDto } from '../common/page.dto';
import { slugify } from '../common/slug';
import { MediaService } from '../media/media.service';
import { CreateLocationDto, DistrictDto, LocationDto, LocationSeoDto, StateDto } from './dto/location.dto';
import { Location } from './location.entity';

export const toLocationDto = (l: Location): LocationDto => ({
  id: l.id,
  state: l.state,
  district: l.district,
  slug: l.slug,
  metaTitle: l.metaTitle,
  metaDescription: l.metaDescription,
  canonicalLink: l.canonicalLink,
  locationDescription: l.locationDescription,
  h1Tag: l.h1Tag,
  h2Tag: l.h2Tag,
  stateImage: l.stateImage,
});

@Injectable()
export class LocationsService {
  constructor(
    @InjectRepository(Location) private readonly locations: Repository<Location>,
    private readonly media: MediaService,
  ) {}

  async page(query: PageQueryDto): Promise<PageDto<LocationDto>> {
    const [rows, total] = await this.locations.findAndCount({ order: { state: 'ASC', district: 'ASC' }, skip: query.skip, take: query.pageSize });
    return PageDto.of(rows.map(toLocationDto), total, query);
  }

  /** Every district with its SEO fields (about 780 rows), for the storefront's search form. */
  async all(): Promise<LocationDto[]> {
    return (await this.locations.find({ order: { state: 'ASC', district: 'ASC' } })).map(toLocationDto);
  }

  async states(): Promise<StateDto[]> {
    return this.locations
      .createQueryBuilder('l')
      .select('MIN(l.id)', 'id')
      .addSelect('l.state', 'state')
      .groupBy('l.state')
      .orderBy('l.state', 'ASC')
      .getRawMany<{ id: string | number; state: string }>()
      .then((rows) => rows.map((row) => ({ id: Number(row.id), state: row.state })));
  }

  async districtsOf(state: string): Promise<DistrictDto[]> {
    const rows = await this.locations.find({ where: { state }, order: { district: 'ASC' }, select: { id: true, district: true, slug: true } });
    if (!rows.length) throw new NotFoundException({ detail: `Unknown state: ${state}` });
    return rows.map(({ id, district, slug }) => ({ id, district, slug }));
  }

  async get(id: number): Promise<LocationDto> {
    return toLocationDto(await this.find(id));
  }

  async bySlug(slug: string): Promise<LocationDto> {
    const location = await this.locations.findOneBy({ slug: slugify(slug) });
    if (!location) throw new NotFoundException({ detail: `Unknown location: ${slug}` });
    return toLocationDto(location);
  }

  async create(input: CreateLocationDto, image?: Express.Multer.File): Promise<LocationDto> {
    if (await this.locations.existsBy({ state: input.state, district: input.district })) {
      throw new ConflictException({ detail: `${input.district}, ${input.state} already exists`, errors: { district: 'already exists in this state' } });
    }
    const stateImage = image ? (await this.media.saveImage(image, 'locations', 'stateImage')).url : null;
    const location = this.locations.create({ ...input, slug: await this.freeSlug(input.state, input.district), stateImage });
    return toLocationDto(await this.locations.save(location));
  }

  /** Updates the SEO fields and, if sent, the state image; state and district never change. */
  async update(id: number, input: LocationSeoDto, image?: Express.Multer.File): Promise<LocationDto> {
    const location = await this.find(id);
    const { metaTitle, metaDescription, canonicalLink, locationDescription, h1Tag, h2Tag } = input;
    const changes = Object.fromEntries(Object.entries({ metaTitle, metaDescription, canonicalLink, locationDescription, h1Tag, h2Tag }).filter(([, v]) => v !== undefined));
    const oldImage = location.stateImage;
    if (image) Object.assign(changes, { stateImage: (await this.media.saveImage(image, 'locations', 'stateImage')).url });
    await this.locations.update({ id }, changes);
    if (image) await this.media.remove(oldImage);
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    const location = await this.find(id);
    await this.locations.delete({ id });
    await this.media.remove(location.stateImage);
  }

  async count(): Promise<number> {
    return this.locations.count();
  }

  private async find(id: number): Promise<Location> {
    const location = await this.locations.findOneBy({ id });
    if (!location) throw new NotFoundException({ detail: `Location ${id} not found` });
    return location;
  }

  /** The district's slug, or district-state where another state already has a district of that name. */
  private async freeSlug(state: string, district: string): Promise<string> {
    const plain = slugify(district);
    return (await this.locations.existsBy({ slug: plain })) ? slugify(`${district} ${state}`) : plain;
  }
}
