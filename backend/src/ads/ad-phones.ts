import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { Ad } from './ad.entity';

/** When the seller proved `phone` (an ad's 10 digits) theirs, in the caller's transaction; null: not proved. */
export type PhoneProofLookup = (manager: EntityManager, sellerId: number, phone: string) => Promise<Date | null>;

/**
 * Keeps each ad's phoneVerifiedAt (the "phone verified" badge, issue 42) true at every change, in the transaction of the
 * change: phone-verification/ sets it on the seller's ads with a number when it is proved, taken over or removed, and
 * registers at start how a new or edited ad's number is looked up (it depends on ads/, not the other way).
 */
@Injectable()
export class AdPhones {
  private lookup: PhoneProofLookup = () => Promise.resolve(null);

  constructor(private readonly changes: CatalogueChanges) {}

  provedBy(lookup: PhoneProofLookup): void {
    this.lookup = lookup;
  }

  /** A new or edited ad: its badge follows whether its (perhaps changed) number is one its seller proved. */
  async follow(manager: EntityManager, adId: number): Promise<void> {
    const [ad]: { sellerId: number; phone: string }[] = await manager.query('SELECT sellerId, phone FROM ads WHERE id = ?', [adId]);
    if (!ad) return;
    const provedAt = await this.lookup(manager, Number(ad.sellerId), ad.phone);
    await manager.update(Ad, { id: adId }, { phoneVerifiedAt: provedAt });
  }

  /** The seller's ads with this number get the badge (`at`) or lose it (null); the cached searches of their places are dropped. */
  async set(manager: EntityManager, sellerId: number, phone: string, at: Date | null): Promise<void> {
    const places: { categoryId: number; locationId: number }[] = await manager.query('SELECT DISTINCT categoryId, locationId FROM ads WHERE sellerId = ? AND phone = ?', [sellerId, phone]);
    if (!places.length) return;
    this.changes.adsTouched(
      manager,
      places.map((place) => ({ categoryId: Number(place.categoryId), locationId: Number(place.locationId) })),
    );
    await manager.createQueryBuilder().update(Ad).set({ phoneVerifiedAt: at }).where('sellerId = :sellerId AND phone = :phone', { sellerId, phone }).execute();
  }
}
