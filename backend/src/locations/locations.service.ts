import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { PageDto, PageQueryDto } from '../common/page.dto';
import { containsPattern } from '../common/like';
import { applyIdsAndOrder, fromPage, type ListOptions } from '../common/list-options';
import { isReferencedError } from '../common/db-errors';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { slugify, slugOfAtMost } from '../common/slug';
import { type TtlCache } from '../common/ttl-cache';
import { MediaService } from '../media/media.service';
import { CreateLocationDto, DistrictDto, LocationDto, LocationSeoDto, StateDto } from './dto/location.dto';
import { NearestDistrictDto } from './dto/nearest.dto';
import { distanceKm, roundPosition } from './distance';
import { type StateArea, statesOf } from './state-areas';
import { Location } from './location.entity';
import { locationRefusal } from './location-refusals';
import { fieldName } from '../common/common-refusals';

export const toLocationDto = (l: Location): LocationDto => ({
  id: l.id,
  state: l.state,
  district: l.district,
  stateHi: l.stateHi,
  districtHi: l.districtHi,
  slug: l.slug,
  metaTitle: l.metaTitle,
  metaDescription: l.metaDescription,
  canonicalLink: l.canonicalLink,
  locationDescription: l.locationDescription,
  h1Tag: l.h1Tag,
  h2Tag: l.h2Tag,
  stateImage: l.stateImage,
  latitude: l.latitude,
  longitude: l.longitude,
});

/** How far "Locate me" looks for a district: beyond it, the position is not in India. */
const NEAREST_WITHIN_KM = 300;

/** A delete refused by a foreign key (ads still listed there). SQLite reports ON DELETE RESTRICT as SQLITE_CONSTRAINT_TRIGGER. */
/**
 * Case-insensitive order, the same on both engines: MariaDB's utf8mb4_unicode_ci already ignores case,
 * SQLite compares bytes ("NTR" before "Nandyal") unless told otherwise.
 */
const orderByName = (query: SelectQueryBuilder<Location>, ...columns: ('state' | 'district')[]) => {
  columns.forEach((column, i) => query[i ? 'addOrderBy' : 'orderBy'](`LOWER(l.${column})`, 'ASC'));
  return query.addOrderBy('l.id', 'ASC');
};

export const LOCATION_SORT_FIELDS = ['id', 'state', 'district', 'slug'] as const;
export type LocationSortField = (typeof LOCATION_SORT_FIELDS)[number];

@Injectable()
export class LocationsService {
  constructor(
    @InjectRepository(Location) private readonly locations: Repository<Location>,
    private readonly media: MediaService,
    changes: CatalogueChanges,
  ) {
    this.cache = changes.cache(60_000, 1, ['locations']);
  }

  async page(query: PageQueryDto): Promise<PageDto<LocationDto>> {
    const { items, total } = await this.search(fromPage(query.page, query.pageSize));
    return PageDto.of(items, total, query);
  }

  /** A window of locations, by state and district unless sorted otherwise; q matches either name. */
  async search(options: ListOptions<LocationSortField>, filter: { q?: string; state?: string } = {}): Promise<{ items: LocationDto[]; total: number }> {
    const query = this.locations.createQueryBuilder('l');
    if (filter.q) query.andWhere("(LOWER(l.district) LIKE :q ESCAPE '!' OR LOWER(l.state) LIKE :q ESCAPE '!')", { q: containsPattern(filter.q) });
    if (filter.state) query.andWhere('l.state = :state', { state: filter.state });
    if (options.sortField) applyIdsAndOrder(query, 'l', options, 'state');
    // An empty id list must match nothing (and `IN ()` is a syntax error).
    else orderByName(options.ids ? query.andWhere('l.id IN (:...ids)', { ids: options.ids.length ? options.ids : [0] }) : query, 'state', 'district');
    const [rows, total] = await query.skip(options.skip).take(options.take).getManyAndCount();
    return { items: rows.map(toLocationDto), total };
  }

  /** Locations change rarely and every search resolves one: kept in memory, dropped after every committed write. */
  private readonly cache: TtlCache<{ list: LocationDto[]; bySlug: Map<string, LocationDto>; states: StateArea[]; stateBySlug: Map<string, StateArea> }>;

  private cached() {
    return this.cache.get('all', async () => {
      const list = (await orderByName(this.locations.createQueryBuilder('l'), 'state', 'district').getMany()).map(toLocationDto);
      const bySlug = new Map(list.map((l) => [l.slug, l]));
      const states = statesOf(list, bySlug);
      return { list, bySlug, states, stateBySlug: new Map(states.map((s) => [s.slug, s])) };
    });
  }

  /** Every district with its SEO fields (about 780 rows), for the storefront's search form. */
  async all(): Promise<LocationDto[]> {
    return (await this.cached()).list;
  }

  /** Each state once (its lowest district id), sorted, with the slug of its state-wide results page. */
  async states(): Promise<StateDto[]> {
    return (await this.cached()).states.map(({ id, state, stateHi, slug }) => ({ id, state, stateHi, slug }));
  }

  /** A state's districts, by the state's slug (state-areas.ts); 404 for an unknown one. */
  async stateBySlug(slug: string): Promise<StateArea> {
    const state = (await this.cached()).stateBySlug.get(slugify(slug));
    if (!state) throw new NotFoundException({ detail: locationRefusal('unknownState', { state: slug }) });
    return state;
  }

  /**
   * The district whose centroid is nearest the position, rounded to 0.05° first (decision 0043; the position is
   * neither logged nor kept). 404 beyond NEAREST_WITHIN_KM. Districts without coordinates are never found.
   */
  async nearest(lat: number, lng: number): Promise<NearestDistrictDto> {
    const [rlat, rlng] = [roundPosition(lat), roundPosition(lng)];
    let best: { location: LocationDto; km: number } | undefined;
    for (const location of (await this.cached()).list) {
      if (location.latitude === null || location.longitude === null) continue;
      const km = distanceKm(rlat, rlng, location.latitude, location.longitude);
      if (!best || km < best.km) best = { location, km };
    }
    if (!best || best.km > NEAREST_WITHIN_KM) throw new NotFoundException({ detail: locationRefusal('noDistrictNear', { km: String(NEAREST_WITHIN_KM) }) });
    const { id, slug, state, stateHi, district, districtHi } = best.location;
    return { id, slug, state, stateHi, district, districtHi };
  }

  /**
   * The districts whose centroid lies within `km` of the centroid of `near` (a district slug or id), nearest first,
   * each with its distance (unrounded: callers round what they show). 404 for an unknown district, 400 for one without
   * coordinates.
   */
  async within(near: string, km: number): Promise<{ origin: LocationDto; districts: { id: number; km: number }[] }> {
    const { list, bySlug } = await this.cached();
    const origin = /^\d+$/.test(near) ? list.find((l) => l.id === Number(near)) : bySlug.get(slugify(near));
    if (!origin) throw new NotFoundException({ detail: locationRefusal('unknownNear', { near }) });
    if (origin.latitude === null || origin.longitude === null) {
      throw new BadRequestException({
        detail: locationRefusal('nearHasNoCentroid', { district: origin.district }),
        errors: { near: locationRefusal('nearHasNoCentroid', { district: origin.district }) },
      });
    }
    const { latitude, longitude } = origin;
    const districts = list
      .filter((l) => l.latitude !== null && l.longitude !== null)
      .map((l) => ({ id: l.id, km: l.id === origin.id ? 0 : distanceKm(latitude, longitude, l.latitude!, l.longitude!) }))
      .filter((d) => d.km <= km)
      .sort((a, b) => a.km - b.km || a.id - b.id);
    return { origin, districts };
  }

  async districtsOf(state: string): Promise<DistrictDto[]> {
    const rows = await orderByName(
      this.locations.createQueryBuilder('l').select(['l.id', 'l.district', 'l.districtHi', 'l.slug']).where('LOWER(l.state) = LOWER(:state)', { state: state.trim() }),
      'district',
    ).getMany();
    if (!rows.length) throw new NotFoundException({ detail: locationRefusal('unknownState', { state }) });
    return rows.map(({ id, district, districtHi, slug }) => ({ id, district, districtHi, slug }));
  }

  async get(id: number): Promise<LocationDto> {
    return toLocationDto(await this.find(id));
  }

  async bySlug(slug: string): Promise<LocationDto> {
    const location = (await this.cached()).bySlug.get(slugify(slug));
    if (!location) throw new NotFoundException({ detail: locationRefusal('unknownLocation', { slug }) });
    return location;
  }

  async create(input: CreateLocationDto, image?: Express.Multer.File): Promise<LocationDto> {
    for (const field of ['state', 'district'] as const) {
      if (!slugify(input[field])) throw new BadRequestException({ detail: locationRefusal('fieldNeedsLetters', { field: fieldName(field) }), errors: { [field]: locationRefusal('needsLetters') } });
    }
    // A state is spelt one way: "maharashtra" joins the existing "Maharashtra" (both engines compare it case-insensitively)
    // and keeps its Hindi name (changed for all its districts by update).
    const sameState = await this.locations.createQueryBuilder('l').select(['l.id', 'l.state', 'l.stateHi']).where('LOWER(l.state) = LOWER(:state)', { state: input.state }).getOne();
    const state = sameState?.state ?? input.state;
    const stateHi = sameState ? sameState.stateHi : (input.stateHi ?? null);
    const duplicate = await this.locations.createQueryBuilder('l').where('LOWER(l.state) = LOWER(:state) AND LOWER(l.district) = LOWER(:district)', { state, district: input.district }).getExists();
    if (duplicate) {
      throw new ConflictException({ detail: locationRefusal('districtExists', { district: input.district, state }), errors: { district: locationRefusal('existsInState') } });
    }
    const slug = await this.freeSlug(state, input.district);
    const stateImage = image ? (await this.media.saveImage(image, 'locations', 'stateImage')).url : null;
    try {
      return toLocationDto(await this.locations.save(this.locations.create({ ...input, state, stateHi, slug, stateImage })));
    } catch (error) {
      await this.media.remove(stateImage);
      throw error;
    }
  }

  /**
   * Updates the SEO fields, the Hindi names and, if sent, the state image; state and district never change.
   * The state's Hindi name is one for all its districts.
   */
  async update(id: number, input: LocationSeoDto, image?: Express.Multer.File): Promise<LocationDto> {
    const location = await this.find(id);
    const { metaTitle, metaDescription, canonicalLink, locationDescription, h1Tag, h2Tag, districtHi, stateHi, latitude, longitude } = input;
    const changes = Object.fromEntries(
      Object.entries({ metaTitle, metaDescription, canonicalLink, locationDescription, h1Tag, h2Tag, districtHi, latitude, longitude }).filter(([, v]) => v !== undefined),
    );
    const oldImage = location.stateImage;
    if (image) Object.assign(changes, { stateImage: (await this.media.saveImage(image, 'locations', 'stateImage')).url });
    // TypeORM refuses an UPDATE without values (a form that changes nothing is fine).
    if (Object.keys(changes).length) await this.locations.update({ id }, changes);
    if (stateHi !== undefined && stateHi !== location.stateHi) await this.locations.update({ state: location.state }, { stateHi });
    if (image) await this.media.remove(oldImage);
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    const location = await this.find(id);
    try {
      await this.locations.delete({ id });
    } catch (error) {
      if (isReferencedError(error)) throw new ConflictException({ detail: locationRefusal('stillHasAds', { district: location.district }) });
      throw error;
    }
    await this.media.remove(location.stateImage);
  }

  async count(): Promise<number> {
    return this.locations.count();
  }

  private async find(id: number): Promise<Location> {
    const location = await this.locations.findOneBy({ id });
    if (!location) throw new NotFoundException({ detail: locationRefusal('locationNotFound', { id: String(id) }) });
    return location;
  }

  /** The district's slug, or district-state where another state already has a district of that name (then -2, -3…). */
  private async freeSlug(state: string, district: string): Promise<string> {
    // The slug column holds 160 characters; district and state may have 100 each, and a suffix needs room.
    const candidates = [slugOfAtMost(district, 150), slugOfAtMost(`${district} ${state}`, 150)];
    for (let n = 2; candidates.length < 20; n++) candidates.push(`${candidates[1]}-${n}`);
    for (const slug of candidates) if (!(await this.locations.existsBy({ slug }))) return slug;
    throw new ConflictException({ detail: locationRefusal('tooManyNamed', { district }), errors: { district: locationRefusal('tooManyOfName') } });
  }
}
