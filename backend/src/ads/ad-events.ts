import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';

/** Runs inside the transaction that puts an ad on the site (saved-searches/ records it for its alerts). */
export type AdWentLiveListener = (adId: number, manager: EntityManager) => Promise<void>;
/** Runs inside the transaction that closes reports on an ad (messages/ lets go of conversations kept only for them). */
export type ReportsClosedListener = (adId: number, manager: EntityManager) => Promise<void>;

/**
 * Who is told when an ad changes, in the transaction that changes it: the catalogue caches (touch), and the
 * domains that registered at start (they depend on ads/, not the other way).
 */
@Injectable()
export class AdEvents {
  private readonly wentLiveListeners: AdWentLiveListener[] = [];
  private readonly reportsClosedListeners: ReportsClosedListener[] = [];
  private readonly reportsClosedLast: ReportsClosedListener[] = [];

  constructor(private readonly changes: CatalogueChanges) {}

  /**
   * Tells the catalogue caches, in the transaction about to write the ad, where it is (and where it moves
   * to): only the cached searches of those places are dropped when it commits (CatalogueChanges.adsTouched).
   */
  async touch(manager: EntityManager, id: number, moving: { categoryId?: number; locationId?: number } = {}): Promise<void> {
    const [row]: { categoryId: number; locationId: number }[] = await manager.query('SELECT categoryId, locationId FROM ads WHERE id = ?', [id]);
    if (!row) return;
    const now = { categoryId: Number(row.categoryId), locationId: Number(row.locationId) };
    this.changes.adsTouched(manager, [now, { categoryId: moving.categoryId ?? now.categoryId, locationId: moving.locationId ?? now.locationId }]);
  }

  /** A new ad, in the transaction that inserts it: the caches of its place are dropped when it commits. */
  created(manager: EntityManager, place: { categoryId: number; locationId: number }): void {
    this.changes.adsTouched(manager, [place]);
  }

  onWentLive(listener: AdWentLiveListener): void {
    this.wentLiveListeners.push(listener);
  }

  /** Tells the listeners, in the caller's transaction, that the ad went live (activation, an admin's, approval in the queue). */
  async wentLive(id: number, manager: EntityManager): Promise<void> {
    for (const listener of this.wentLiveListeners) await listener(id, manager);
  }

  /** `last`: ads/'s own step (AccountAds), which runs once the other domains have let go of what refers to the ad. */
  onReportsClosed(listener: ReportsClosedListener, { last = false } = {}): void {
    (last ? this.reportsClosedLast : this.reportsClosedListeners).push(listener);
  }

  /** After reports on the ad were closed, in the caller's transaction. */
  async reportsClosed(adId: number, manager: EntityManager): Promise<void> {
    for (const listener of [...this.reportsClosedListeners, ...this.reportsClosedLast]) await listener(adId, manager);
  }
}
