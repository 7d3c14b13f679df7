import { MigrationInterface, QueryRunner } from 'typeorm';
import { ADS_FTS_TRIGGERS } from './1795407303643-ads-full-text';
import { createIndexes, dropIndexes, rebuildTable, rebuildTableRenamingFirst } from './alter-table';

/** The ads indexes before this migration, in the order the generator creates them. */
const INDEXES_BEFORE = [
  'CREATE INDEX "IDX_ads_promoted" ON "ads" ("promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted_location" ON "ads" ("locationId", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted_category" ON "ads" ("categoryId", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted_both" ON "ads" ("categoryId", "locationId", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_seller" ON "ads" ("sellerId", "createdAt") ',
  'CREATE INDEX "IDX_ads_status" ON "ads" ("status") ',
  'CREATE INDEX "IDX_ads_filter_location" ON "ads" ("locationId", "status") ',
  'CREATE INDEX "IDX_ads_filter_category" ON "ads" ("categoryId", "status") ',
  'CREATE INDEX "IDX_ads_filter_both" ON "ads" ("categoryId", "locationId", "status") ',
];

/** After it: the status filters end with listedAt, the order of the listings. */
const INDEXES_AFTER = [
  'CREATE INDEX "IDX_ads_seller" ON "ads" ("sellerId", "createdAt") ',
  'CREATE INDEX "IDX_ads_promoted_both" ON "ads" ("categoryId", "locationId", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted_category" ON "ads" ("categoryId", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted_location" ON "ads" ("locationId", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted" ON "ads" ("promotedUntil") ',
  'CREATE INDEX "IDX_ads_status" ON "ads" ("status", "listedAt") ',
  'CREATE INDEX "IDX_ads_filter_location" ON "ads" ("locationId", "status", "listedAt") ',
  'CREATE INDEX "IDX_ads_filter_category" ON "ads" ("categoryId", "status", "listedAt") ',
  'CREATE INDEX "IDX_ads_filter_both" ON "ads" ("categoryId", "locationId", "status", "listedAt") ',
];

/** The columns of ads before it. */
const COLUMNS = ['id', 'title', 'description', 'phone', 'age', 'status', 'takenDown', 'createdAt', 'updatedAt', 'expiresAt', 'promotedUntil', 'views', 'categoryId', 'locationId', 'sellerId', 'slotId', 'phoneReveals', 'contact'];

export class ListedAt1795503992779 implements MigrationInterface {
  name = 'ListedAt1795503992779';

  // Generated (TypeORM rebuilds the table to add a column with a non-constant default); existing ads are listed when they were created.
  async up(queryRunner: QueryRunner): Promise<void> {
    await dropIndexes(queryRunner, INDEXES_BEFORE.toReversed());
    await rebuildTable(queryRunner, 'ads', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(120) NOT NULL, \"description\" text NOT NULL, \"phone\" varchar(13) NOT NULL, \"age\" smallint NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('INACTIVE'), \"takenDown\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"expiresAt\" datetime(6), \"promotedUntil\" datetime(6), \"views\" integer NOT NULL DEFAULT (0), \"categoryId\" integer NOT NULL, \"locationId\" integer NOT NULL, \"sellerId\" integer NOT NULL, \"slotId\" integer, \"phoneReveals\" integer NOT NULL DEFAULT (0), \"contact\" varchar(10) NOT NULL DEFAULT ('MESSAGES'), \"listedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"FK_ads_slot\" FOREIGN KEY (\"slotId\") REFERENCES \"time_slots\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_seller\" FOREIGN KEY (\"sellerId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_location\" FOREIGN KEY (\"locationId\") REFERENCES \"locations\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_category\" FOREIGN KEY (\"categoryId\") REFERENCES \"categories\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)", [...COLUMNS, 'listedAt'], [...COLUMNS, 'createdAt']);
    // Dropping the old table dropped its full-text triggers.
    for (const trigger of ADS_FTS_TRIGGERS) await queryRunner.query(trigger);
    await createIndexes(queryRunner, INDEXES_AFTER);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexes(queryRunner, INDEXES_AFTER.toReversed());
    await rebuildTableRenamingFirst(queryRunner, 'ads', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(120) NOT NULL, \"description\" text NOT NULL, \"phone\" varchar(13) NOT NULL, \"age\" smallint NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('INACTIVE'), \"takenDown\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"expiresAt\" datetime(6), \"promotedUntil\" datetime(6), \"views\" integer NOT NULL DEFAULT (0), \"categoryId\" integer NOT NULL, \"locationId\" integer NOT NULL, \"sellerId\" integer NOT NULL, \"slotId\" integer, \"phoneReveals\" integer NOT NULL DEFAULT (0), \"contact\" varchar(10) NOT NULL DEFAULT ('MESSAGES'), CONSTRAINT \"FK_ads_slot\" FOREIGN KEY (\"slotId\") REFERENCES \"time_slots\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_seller\" FOREIGN KEY (\"sellerId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_location\" FOREIGN KEY (\"locationId\") REFERENCES \"locations\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_category\" FOREIGN KEY (\"categoryId\") REFERENCES \"categories\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)", COLUMNS);
    for (const trigger of ADS_FTS_TRIGGERS) await queryRunner.query(trigger);
    await createIndexes(queryRunner, INDEXES_BEFORE);
  }
}
