import { Injectable, NotFoundException } from '@nestjs/common';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { CategoriesService } from '../categories/categories.service';
import { type TtlCache } from '../common/ttl-cache';
import { fromSqlDateTime, toSqlDateTime } from '../database/columns';
import { ReadQueries } from '../database/read-queries';
import { LocationsService } from '../locations/locations.service';
import { publicName } from '../users/public-name';
import { type AdContact, adSlug, AdViews, cardCategory, cardLocation, type Clock, currentClock, offeredContact, promotionNow, shownDetails, type StoredDetails, type Viewer } from '../ads';
import { type CategoryField } from '../categories/category-field.entity';
import { CategoryFieldsService } from '../categories/category-fields.service';
import { type AdCategoryDto, AdDetailDto, type AdDetailValueDto, type AdLocationDto, AdSummaryDto } from '../ads/dto/ad.dto';
import { commonRefusal } from '../common/common-refusals';

interface AdRow {
  id: number;
  title: string;
  description?: string;
  age: number;
  createdAt: string | Date;
  listedAt: string | Date;
  expiresAt?: string | Date | null;
  promotedUntil: string | Date | null;
  slotId: number | null;
  categoryId: number;
  locationId: number;
  views?: number;
  phoneVerifiedAt: string | Date | null;
  photosVerifiedAt: string | Date | null;
  sellerName?: string;
  sellerPage?: number | boolean;
  contact?: AdContact;
  /** ads.details as stored (simple-json text; MySQL may hand back the text too). */
  details?: string | null;
}

/**
 * Categories, districts and slots by id. A card's category and district are these objects themselves, built once per
 * list: a page of 20 cards built them anew for each card, a sixth of what a new search allocated (docs/performance.md).
 */
interface Lookups {
  category: Map<number, AdCategoryDto>;
  location: Map<number, AdLocationDto>;
  slot: Map<number, TimeSlotRow>;
  /** Each category's live detail fields, in order (issue 44). */
  fields: Map<number, CategoryField[]>;
}

type TimeSlotRow = { id: number; startTime: string; endTime: string };

/** What a search card reads of its ad (`card`) and its first photo (also read by the bench's floor, bench/floor.ts). */
export const CARD_COLUMNS = `card.id, card.title, card.age, card.createdAt, card.listedAt, card.promotedUntil, card.slotId, card.categoryId, card.locationId, card.phoneVerifiedAt, card.photosVerifiedAt, card.details,
  (SELECT img.thumbUrl FROM ad_images img WHERE img.adId = card.id AND img.position = 0) AS thumbUrl`;

/** A row of a cardsStatement: `rest` is 1 for the ads its `rest` statement selected. */
export type CardRow = AdRow & { rest: number | string; thumbUrl: string | null };

/**
 * "Newest first" as the engines order it (ORDER BY listedAt DESC, id DESC): SQLite hands back the stored text and
 * compares it as text, MySQL a Date.
 */
function newestFirst(a: AdRow, b: AdRow): number {
  const [x, y] = [a.listedAt, b.listedAt];
  const byListed = x instanceof Date && y instanceof Date ? y.getTime() - x.getTime() : String(x) < String(y) ? 1 : String(x) > String(y) ? -1 : 0;
  return byListed || Number(b.id) - Number(a.id);
}

/**
 * The public read path of ads, kept lean because it carries the traffic: search cards and the ad
 * page come from a couple of indexed queries, with categories, locations and time slots from
 * caches. Each ad page read counts a view (ads/ad-views.ts).
 */
@Injectable()
export class AdCardsService {
  private readonly slots: TtlCache<TimeSlotRow[]>;
  private built?: { from: unknown[]; lookups: Lookups };

  constructor(
    private readonly reads: ReadQueries,
    private readonly categories: CategoriesService,
    private readonly locations: LocationsService,
    private readonly fields: CategoryFieldsService,
    private readonly views: AdViews,
    changes: CatalogueChanges,
  ) {
    this.slots = changes.cache(30_000, 1, ['time_slots']);
  }

  timeSlots() {
    return this.slots.get('all', () => this.reads.query<TimeSlotRow>('SELECT id, startTime, endTime FROM time_slots'));
  }

  /** Search cards for the ids, in their order. */
  async summaries(ids: number[], clock: Clock): Promise<AdSummaryDto[]> {
    if (!ids.length) return [];
    const statement = this.cardsStatement(ids);
    const [rows, lookup] = await Promise.all([this.reads.query<CardRow>(statement.sql, statement.params), this.lookups()]);
    return this.cardsOf(rows, ids, lookup, clock).cards;
  }

  /**
   * One statement for a page of cards (each statement is a round trip: a worker's message on SQLite, a network one on
   * MySQL, which costs more than the rows): those of `ids`, and with `rest` those of the ads it selects (`SELECT ad.id
   * AS id …`, ordered newest first by `listedAt` and id, limited). Run by the caller, with its own limits; `cardsFrom` reads the rows.
   */
  cardsStatement(ids: number[], rest?: { sql: string; params: unknown[] }): { sql: string; params: unknown[] } {
    const parts = [
      ...(ids.length ? [{ sql: `SELECT 0 AS rest, ${CARD_COLUMNS} FROM ads card WHERE card.id IN (${ids.map(() => '?').join(', ')})`, params: ids }] : []),
      ...(rest ? [{ sql: `SELECT 1 AS rest, ${CARD_COLUMNS} FROM (${rest.sql}) page INNER JOIN ads card ON card.id = page.id`, params: rest.params }] : []),
    ];
    return { sql: parts.map((part) => part.sql).join(' UNION ALL '), params: parts.flatMap((part) => part.params) };
  }

  /** The cards of a cardsStatement's rows: those of `ids` in their order, then the rest's newest first; `rest`: how many of those it found. */
  async cardsFrom(rows: CardRow[], ids: number[], clock: Clock): Promise<{ cards: AdSummaryDto[]; rest: number }> {
    return this.cardsOf(rows, ids, await this.lookups(), clock);
  }

  private cardsOf(rows: CardRow[], ids: number[], lookup: Lookups, clock: Clock): { cards: AdSummaryDto[]; rest: number } {
    const byId = new Map(rows.filter((row) => !Number(row.rest)).map((row) => [Number(row.id), row]));
    // The rest's order is the statement's (a derived table's order is not kept through a join): newest first.
    const rest = rows.filter((row) => Number(row.rest)).sort(newestFirst);
    const ordered = [...ids.flatMap((id) => byId.get(id) ?? []), ...rest];
    const cards = ordered.flatMap((row) => this.card(row, row.thumbUrl ?? null, lookup, clock) ?? []);
    return { cards, rest: rest.length };
  }

  /** The public ad page: only ACTIVE, unexpired ads (404 otherwise); counts the viewer's view, once a day, when given one. */
  async publicAd(id: number, viewer?: Viewer): Promise<AdDetailDto> {
    const ad = await this.detail(id, currentClock(), viewer);
    if (!ad) throw new NotFoundException({ detail: commonRefusal('adNotLive') });
    return ad;
  }

  /** The ad page of an ACTIVE, unexpired ad, or null; counts the viewer's view when given one. */
  private async detail(id: number, clock: Clock, viewer?: Viewer): Promise<AdDetailDto | null> {
    // One statement, the ad on each of its photos' rows (1 to 8): a statement is a round trip (a worker's message on
    // SQLite), which costs more than repeating the ad's columns. A page that turns out to be a 404 reads nothing more.
    const [rows, lookup] = await Promise.all([
      this.reads.prepared<AdRow & { url: string | null; thumbUrl: string | null }>(
        `SELECT ad.id, ad.title, ad.description, ad.age, ad.createdAt, ad.listedAt, ad.expiresAt, ad.promotedUntil, ad.slotId, ad.categoryId, ad.locationId, ad.views, ad.contact, ad.phoneVerifiedAt, ad.photosVerifiedAt, ad.details,
                seller.displayName AS sellerName, seller.publicPage AS sellerPage,
                img.url, img.thumbUrl
         FROM ads ad INNER JOIN users seller ON seller.id = ad.sellerId LEFT JOIN ad_images img ON img.adId = ad.id
         WHERE ad.id = ? AND ad.status = 'ACTIVE' AND ad.expiresAt > ?
         ORDER BY img.position`,
        [id, toSqlDateTime(clock.now)],
      ),
      this.lookups(),
    ]);
    const [row] = rows;
    if (!row) return null;
    const images = rows.flatMap(({ url, thumbUrl }) => (url && thumbUrl ? [{ url, thumbUrl }] : []));
    const card = this.card(row, images[0]?.thumbUrl ?? null, lookup, clock);
    if (!card) return null;
    if (viewer) this.views.count(id, viewer);
    const views = Number(row.views) + this.views.unwritten(id);
    return {
      ...card,
      description: row.description!,
      images,
      sellerName: publicName(row.sellerName ?? null),
      sellerPage: !!row.sellerName && !!Number(row.sellerPage),
      expiresAt: row.expiresAt ? fromSqlDateTime(row.expiresAt) : null,
      views,
      contact: offeredContact(row.contact!, row.phoneVerifiedAt),
      details: detailsOf(row, lookup, { onCard: false }),
    };
  }

  /** Categories, districts and slots by id, built again only when one of the cached lists is replaced. */
  private async lookups(): Promise<Lookups> {
    const lists = await Promise.all([this.categories.all(), this.locations.all(), this.timeSlots(), this.fields.all()]);
    if (this.built && lists.every((list, i) => list === this.built!.from[i])) return this.built.lookups;
    const [categories, locations, slots, fields] = lists;
    const lookups: Lookups = {
      category: new Map(categories.map((category) => [category.id, cardCategory(category)])),
      location: new Map(locations.map((location) => [location.id, cardLocation(location)])),
      slot: new Map(slots.map((s) => [s.id, s])),
      fields: new Map(),
    };
    for (const field of fields.filter((f) => !f.removedAt)) lookups.fields.set(field.categoryId, [...(lookups.fields.get(field.categoryId) ?? []), field]);
    this.built = { from: lists, lookups };
    return lookups;
  }

  private card(row: AdRow, thumbUrl: string | null, lookup: Lookups, clock: Clock): AdSummaryDto | null {
    const category = lookup.category.get(Number(row.categoryId));
    const location = lookup.location.get(Number(row.locationId));
    if (!category || !location) return null;
    const slot = row.slotId ? lookup.slot.get(Number(row.slotId)) : undefined;
    return {
      id: Number(row.id),
      title: row.title,
      slug: adSlug(row.title),
      thumbUrl,
      category,
      location,
      age: Number(row.age),
      createdAt: fromSqlDateTime(row.createdAt),
      listedAt: fromSqlDateTime(row.listedAt),
      ...promotionNow(row.promotedUntil ? fromSqlDateTime(row.promotedUntil) : null, slot, clock),
      phoneVerifiedAt: row.phoneVerifiedAt ? fromSqlDateTime(row.phoneVerifiedAt) : null,
      photosVerifiedAt: row.photosVerifiedAt ? fromSqlDateTime(row.photosVerifiedAt) : null,
      details: detailsOf(row, lookup, { onCard: true }),
    };
  }
}

/** The row's details as its card (`onCard`) or page shows them; the stored text is read only when its category shows some. */
function detailsOf(row: AdRow, lookup: Lookups, { onCard }: { onCard: boolean }): AdDetailValueDto[] {
  const fields = lookup.fields.get(Number(row.categoryId));
  if (!row.details || !fields?.some((field) => !onCard || field.onCard)) return [];
  const stored = (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as StoredDetails;
  return shownDetails(fields, stored, { onCard });
}
