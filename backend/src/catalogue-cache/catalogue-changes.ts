import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type InsertEvent,
  type QueryRunner,
  type RemoveEvent,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
  type UpdateEvent,
} from 'typeorm';
import { SharedRedis } from '../common/redis/shared-redis';
import { TtlCache } from '../common/ttl-cache';

/**
 * The tables a search card, an ad page, a page title or the sitemap is made of: a write to any of
 * them can change what a cache of catalogue data holds. Named by table so that this neutral module
 * imports no domain module (they all import it). `users`: an ad page shows its seller's display name;
 * `blog_posts`: the blog's pages have their own titles and are in the sitemap; `blacklist_entries`: not
 * catalogue, but every post is checked against the cached list, and a ban must hold on every instance;
 * `moderation_settings` the same (pre-moderation switched on holds everywhere at once); `site_settings`: every page's
 * footer shows the contact details. `category_fields`, `ad_details`: the details of ads, shown and filtered by (issue 44).
 */
const CATALOGUE_TABLES = [
  'ads',
  'ad_images',
  'ad_details',
  'categories',
  'category_fields',
  'locations',
  'time_slots',
  'users',
  'blog_posts',
  'blacklist_entries',
  'moderation_settings',
  'site_settings',
] as const;
export type CatalogueTable = (typeof CATALOGUE_TABLES)[number];
const WATCHED = new Set<string>(CATALOGUE_TABLES);

/** The watched tables an open transaction wrote, kept on its query runner. */
const PENDING = 'catalogueChanged';
/** Where the ads an open transaction wrote are, as its writer declared them (adsTouched), kept on its query runner. */
const PLACES = 'catalogueChangedPlaces';
/** The tables of ads alone: a change to no other table can be placed. */
const AD_TABLES = new Set<string>(['ads', 'ad_images', 'ad_details']);

/** The Redis channel on which instances tell each other (under REDIS_KEY_PREFIX). */
const CHANNEL = 'catalogue-changes';

/**
 * What a notice says changed. Sent between instances as JSON, so it can grow (the category, the
 * district, the words of an ad) for listeners that drop only what a change can affect; a listener
 * must treat a field it does not find as "anything may have changed".
 */
export interface CatalogueChange {
  /** The watched tables written; every one when not known (a notice missed while Redis was away). */
  tables: string[];
  /**
   * Where the written ads are (before and after the change) when only ads and their photos were written
   * and the writer said where (CatalogueChanges.adsTouched); absent: anywhere.
   */
  places?: Place[];
}

/** A category in a district: where an ad is, or (null for "all") what a cached entry is about. */
export interface Place {
  categoryId: number | null;
  locationId: number | null;
}

/** Whether a change at `changed` (an ad's place) can alter an entry about `entry` (a filter: null is "all"). */
export const affects = (changed: Place, entry: Place) =>
  (entry.categoryId === null || entry.categoryId === changed.categoryId) && (entry.locationId === null || entry.locationId === changed.locationId);

const EVERYTHING: CatalogueChange = { tables: [...WATCHED] };

type Listener = (change: CatalogueChange) => void;

/**
 * Tells every cache of catalogue data when the catalogue changed, from TypeORM's entity events (inserts,
 * updates and deletes through the entity manager, query builders included; view counts written
 * with raw SQL are not changes). A write inside a transaction is announced when the transaction
 * ends, committed or rolled back, so nothing caches a state that was never committed or that is
 * about to change; a write outside one is announced at once.
 *
 * With REDIS_URL the notice also goes to the other instances (pub/sub), and the write waits until
 * Redis has passed it on: its answer is not sent before the others drop what they kept, so a
 * client that wrote through one instance and reads through another sees its write. When a
 * subscription is (re)established, notices may have been missed, so everything is dropped.
 */
@Injectable()
export class CatalogueChanges implements EntitySubscriberInterface {
  private readonly listeners: Listener[] = [];

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly redis: SharedRedis,
  ) {
    dataSource.subscribers.push(this);
    redis.subscribe(CHANNEL, {
      message: (payload) => this.tell(received(payload)),
      missed: () => this.tell(EVERYTHING),
    });
  }

  onChange(listener: Listener): void {
    this.listeners.push(listener);
  }

  /**
   * The one way to cache catalogue data (docs/decisions/0003-kept-answers.md): a TtlCache dropped after every change
   * to the tables it is made of (`from`; any watched table when not given) is committed, never before (a read
   * between a clear and the commit would keep the old rows). The time only bounds what this instance cannot
   * see: another instance's writes while Redis is away, an ad expiring.
   */
  cache<V>(ttlMs: number, maxEntries?: number, from?: readonly CatalogueTable[], placeOf?: (key: string) => Place): TtlCache<V> {
    const cache = new TtlCache<V>(ttlMs, maxEntries);
    this.onChange((change) => {
      if (from && !change.tables.some((table) => (from as readonly string[]).includes(table))) return;
      // Entries about a filter (placeOf) are dropped only where the written ads are, when that is known.
      const places = change.places;
      if (placeOf && places) cache.deleteWhere((key) => places.some((place) => affects(place, placeOf(key))));
      else cache.clear();
    });
    return cache;
  }

  /**
   * Declares, inside the transaction that writes them, where the ads it writes are (before and after):
   * its notice then drops only the cached entries about those places. A transaction that writes
   * other catalogue tables, or that does not declare, drops everything, as does a write outside one.
   */
  adsTouched(manager: EntityManager, places: Place[]): void {
    const runner = manager.queryRunner;
    if (!runner?.isTransactionActive) return;
    const declared: Place[] = (runner.data[PLACES] ??= []);
    declared.push(...places);
  }

  // TypeORM awaits what these return: the write (and so its answer) waits for the other instances' notice.
  afterInsert(event: InsertEvent<unknown>): Promise<void> | void {
    return this.written(event.metadata.tableName, event.queryRunner);
  }

  afterUpdate(event: UpdateEvent<unknown>): Promise<void> | void {
    return this.written(event.metadata.tableName, event.queryRunner);
  }

  afterRemove(event: RemoveEvent<unknown>): Promise<void> | void {
    return this.written(event.metadata.tableName, event.queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent): Promise<void> | void {
    return this.transactionEnded(event.queryRunner);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): Promise<void> | void {
    return this.transactionEnded(event.queryRunner);
  }

  private written(table: string, queryRunner: QueryRunner): Promise<void> | void {
    if (!WATCHED.has(table)) return;
    if (!queryRunner.isTransactionActive) return this.announce({ tables: [table] });
    const pending: Set<string> = (queryRunner.data[PENDING] ??= new Set<string>());
    pending.add(table);
  }

  /** A nested transaction (a savepoint) ending leaves the outer one open: wait for that. */
  private transactionEnded(queryRunner: QueryRunner): Promise<void> | void {
    if (queryRunner.isTransactionActive) return;
    const pending: Set<string> | undefined = queryRunner.data[PENDING];
    const places: Place[] | undefined = queryRunner.data[PLACES];
    delete queryRunner.data[PENDING];
    delete queryRunner.data[PLACES];
    if (!pending) return;
    const tables = [...pending];
    const placed = places?.length && tables.every((table) => AD_TABLES.has(table));
    return this.announce(placed ? { tables, places } : { tables });
  }

  /** Here at once, then to the other instances. */
  private announce(change: CatalogueChange): Promise<void> {
    this.tell(change);
    return this.redis.publish(CHANNEL, change);
  }

  private tell(change: CatalogueChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

/** Another instance's notice as this one understands it; anything unreadable means "everything" (or "anywhere"). */
function received(payload: unknown): CatalogueChange {
  const { tables, places } = (payload ?? {}) as Partial<CatalogueChange>;
  if (!Array.isArray(tables) || !tables.every((table) => typeof table === 'string')) return EVERYTHING;
  const id = (value: unknown) => value === null || Number.isInteger(value);
  const readable = Array.isArray(places) && places.length > 0 && places.every((place) => !!place && id(place.categoryId) && id(place.locationId));
  return readable ? { tables, places } : { tables };
}
