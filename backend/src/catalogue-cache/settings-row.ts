import { type FindOptionsWhere, type Repository } from 'typeorm';
import { type QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { type TtlCache } from '../common/ttl-cache';
import { type CatalogueChanges, type CatalogueTable } from './catalogue-changes';

/** The id of a settings table's one row (its migration inserts it). */
const ROW = 1;

/**
 * A table of settings kept in one row that many requests read: cached, and dropped on every instance when an admin
 * writes it (CatalogueChanges watches the table), so a change holds everywhere at once.
 */
export class SettingsRow<Settings extends { id: number }> {
  private readonly cache: TtlCache<Settings>;

  constructor(
    private readonly rows: Repository<Settings>,
    changes: CatalogueChanges,
    table: CatalogueTable,
  ) {
    this.cache = changes.cache(60_000, 1, [table]);
  }

  read(): Promise<Settings> {
    return this.cache.get('row', () => this.rows.findOneByOrFail({ id: ROW } as FindOptionsWhere<Settings>));
  }

  async write(changes: QueryDeepPartialEntity<Settings>): Promise<Settings> {
    await this.rows.update(ROW, changes);
    this.cache.clear();
    return this.read();
  }
}
