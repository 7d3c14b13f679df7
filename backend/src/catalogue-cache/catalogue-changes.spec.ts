import type { DataSource, EntityManager, InsertEvent, QueryRunner, TransactionCommitEvent } from 'typeorm';
import type { SharedRedis } from '../common/redis/shared-redis';
import { CatalogueChanges, type Place } from './catalogue-changes';

describe('CatalogueChanges.cache', () => {
  let changes: CatalogueChanges;
  /** A write to the table outside a transaction, as TypeORM reports it. */
  const write = (tableName: string) => changes.afterInsert({ metadata: { tableName }, queryRunner: { isTransactionActive: false, data: {} } } as unknown as InsertEvent<unknown>);
  /** Whether the cache still holds what was loaded into it. */
  const holds = async (cache: ReturnType<CatalogueChanges['cache']>) => {
    let loaded = false;
    await cache.get('key', async () => (loaded = true));
    return !loaded;
  };

  beforeEach(() => {
    const redis = { subscribe: () => undefined, publish: async () => undefined } as unknown as SharedRedis;
    changes = new CatalogueChanges({ subscribers: [] } as unknown as DataSource, redis);
  });

  it('drops a cache made of some tables only when one of them is written', async () => {
    const categories = changes.cache(60_000, 1, ['categories']);
    await categories.get('key', async () => 'all');
    await write('ads');
    await write('blacklist_entries');
    expect(await holds(categories)).toBe(true);
    await write('categories');
    expect(await holds(categories)).toBe(false);
  });

  it('drops a cache that names no tables on a write to any watched table, and none on other tables', async () => {
    const anything = changes.cache(60_000);
    await anything.get('key', async () => 'page');
    await write('ledger_entries');
    expect(await holds(anything)).toBe(true);
    await write('time_slots');
    expect(await holds(anything)).toBe(false);
  });

  describe('with places', () => {
    /** A cache of searches keyed "category:district" ('*' for all), as search.service.ts keys its counts. */
    const placeOf = (key: string): Place => {
      const [category, location] = key.split(':');
      return { categoryId: category === '*' ? null : Number(category), locationId: location === '*' ? null : Number(location) };
    };
    let counts: ReturnType<CatalogueChanges['cache']>;
    const keys = ['1:10', '1:20', '2:10', '1:*', '*:10', '*:*'];
    const kept = async () => {
      const still = [];
      for (const key of keys) {
        let loaded = false;
        await counts.get(key, async () => (loaded = true));
        if (!loaded) still.push(key);
      }
      return still;
    };
    /** A transaction that writes these tables, declaring these places, then commits. */
    const transaction = async (tables: string[], places?: Place[]) => {
      const queryRunner = { isTransactionActive: true, data: {} } as unknown as QueryRunner;
      if (places) changes.adsTouched({ queryRunner } as EntityManager, places);
      for (const tableName of tables) await changes.afterInsert({ metadata: { tableName }, queryRunner } as unknown as InsertEvent<unknown>);
      (queryRunner as { isTransactionActive: boolean }).isTransactionActive = false;
      await changes.afterTransactionCommit({ queryRunner } as TransactionCommitEvent);
    };

    beforeEach(async () => {
      counts = changes.cache(60_000, 100, ['ads', 'ad_images'], placeOf);
      for (const key of keys) await counts.get(key, async () => 'loaded');
    });

    it('drops only the entries about the places of the ads written', async () => {
      await transaction(['ads', 'ad_images'], [{ categoryId: 1, locationId: 10 }]);
      expect(await kept()).toEqual(['1:20', '2:10']);
    });

    it('drops both places of an ad that moved', async () => {
      await transaction(
        ['ads'],
        [
          { categoryId: 1, locationId: 10 },
          { categoryId: 1, locationId: 20 },
        ],
      );
      expect(await kept()).toEqual(['2:10']);
    });

    it('drops everything for a write that did not say where, or that wrote more than ads', async () => {
      await transaction(['ads']);
      expect(await kept()).toEqual([]);
      for (const key of keys) await counts.get(key, async () => 'loaded');
      await transaction(['ads', 'users'], [{ categoryId: 1, locationId: 10 }]);
      expect(await kept()).toEqual([]);
    });
  });
});
