import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntitySubscriberInterface, type InsertEvent, type QueryRunner, type RemoveEvent, type TransactionCommitEvent, type TransactionRollbackEvent, type UpdateEvent } from 'typeorm';
import { Category } from '../categories/category.entity';
import { Location } from '../locations/location.entity';
import { TimeSlot } from '../seller/time-slot.entity';
import { AdImage } from './ad-image.entity';
import { Ad } from './ad.entity';

/** What a search card is made of: a write to any of these can change a search answer. */
const WATCHED = new Set<unknown>([Ad, AdImage, Category, Location, TimeSlot]);

/** Marks a query runner whose open transaction wrote a watched table. */
const PENDING = 'catalogueChanged';

type Listener = () => void;

/**
 * Tells the search caches when the catalogue changed, from TypeORM's entity events (inserts,
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

  afterInsert(event: InsertEvent<unknown>): void {
    this.written(event.metadata.target, event.queryRunner);
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    this.written(event.metadata.target, event.queryRunner);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    this.written(event.metadata.target, event.queryRunner);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    this.transactionEnded(event.queryRunner);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.transactionEnded(event.queryRunner);
  }

  private written(target: unknown, queryRunner: QueryRunner): void {
    if (!WATCHED.has(target)) return;
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
