import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  type EntitySubscriberInterface,
  type InsertEvent,
  type QueryRunner,
  type RemoveEvent,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
  type UpdateEvent,
} from 'typeorm';
import { TtlCache } from '../common/ttl-cache';

/**
 * The tables a search card, an ad page, a page title or the sitemap is made of: a write to any of
 * them can change what a cache of catalogue data holds. Named by table so that this neutral module
 * imports no domain module (they all import it). `users`: an ad page shows its seller's display name;
 * `blog_posts`: the blog's pages have their own titles and are in the sitemap.
 */
const WATCHED = new Set(['ads', 'ad_images', 'categories', 'locations', 'time_slots', 'users', 'blog_posts']);

/** Marks a query runner whose open transaction wrote a watched table. */
const PENDING = 'catalogueChanged';

type Listener = () => void;

/**
 * Tells every cache of catalogue data when the catalogue changed, from TypeORM's entity events (inserts,
 * updates and deletes through the entity manager, query builders included; view counts written
 * with raw SQL are not changes). A write inside a transaction is announced when the transaction
 * ends, committed or rolled back, so nothing caches a state that was never committed or that is
 * about to change; a write outside one is announced at once.
 */
@Injectable()
export class CatalogueChanges implements EntitySubscriberInterface {
  private readonly listeners: Listener[] = [];

  constructor(@InjectDataSource() dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  onChange(listener: Listener): void {
    this.listeners.push(listener);
  }

  /**
   * The one way to cache catalogue data (docs/decisions/0003-kept-answers.md): a TtlCache dropped after every change
   * is committed, never before (a read between a clear and the commit would keep the old rows).
   * The time only bounds what this instance cannot see: other instances' writes.
   */
  cache<V>(ttlMs: number, maxEntries?: number): TtlCache<V> {
    const cache = new TtlCache<V>(ttlMs, maxEntries);
    this.onChange(() => cache.clear());
    return cache;
  }

  afterInsert(event: InsertEvent<unknown>): void {
    this.written(event.metadata.tableName, event.queryRunner);
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    this.written(event.metadata.tableName, event.queryRunner);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    this.written(event.metadata.tableName, event.queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    this.transactionEnded(event.queryRunner);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.transactionEnded(event.queryRunner);
  }

  private written(table: string, queryRunner: QueryRunner): void {
    if (!WATCHED.has(table)) return;
    if (queryRunner.isTransactionActive) queryRunner.data[PENDING] = true;
    else this.announce();
  }

  /** A nested transaction (a savepoint) ending leaves the outer one open: wait for that. */
  private transactionEnded(queryRunner: QueryRunner): void {
    if (!queryRunner.data[PENDING] || queryRunner.isTransactionActive) return;
    delete queryRunner.data[PENDING];
    this.announce();
  }

  private announce(): void {
    for (const listener of this.listeners) listener();
  }
}
