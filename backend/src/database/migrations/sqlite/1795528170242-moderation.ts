import { MigrationInterface, QueryRunner } from 'typeorm';
import { REJECTION_REASONS } from '../rejection-reasons';
import { ADS_FTS_TRIGGERS } from './1795407303643-ads-full-text';
import { createIndexes, dropIndexes, rebuildTable, rebuildTableRenamingFirst } from './alter-table';

/** The columns of ads before this migration, and after it (the review queue's). */
const COLUMNS_BEFORE = ['id', 'title', 'description', 'phone', 'age', 'status', 'takenDown', 'createdAt', 'updatedAt', 'expiresAt', 'promotedUntil', 'views', 'categoryId', 'locationId', 'sellerId', 'slotId', 'phoneReveals', 'contact', 'listedAt'];
const COLUMNS_AFTER = [...COLUMNS_BEFORE, 'submittedAt', 'reviewCause', 'heldSince', 'rejection', 'duplicateOfId'];

/** The ads indexes before this migration, in the order the generator drops and creates them here. */
const INDEXES_BEFORE = [
  'CREATE INDEX "IDX_ads_filter_both" ON "ads" ("categoryId", "locationId", "status", "listedAt", "id", "expiresAt", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_filter_category" ON "ads" ("categoryId", "status", "listedAt", "id", "expiresAt", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_filter_location" ON "ads" ("locationId", "status", "listedAt", "id", "expiresAt", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_status" ON "ads" ("status", "listedAt", "id", "expiresAt", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted" ON "ads" ("promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted_location" ON "ads" ("locationId", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted_category" ON "ads" ("categoryId", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted_both" ON "ads" ("categoryId", "locationId", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_seller" ON "ads" ("sellerId", "createdAt") ',
];

/** After it: the same and IDX_ads_review, in the generator's other order. */
const INDEXES_AFTER = [
  'CREATE INDEX "IDX_ads_promoted" ON "ads" ("promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted_location" ON "ads" ("locationId", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted_category" ON "ads" ("categoryId", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted_both" ON "ads" ("categoryId", "locationId", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_seller" ON "ads" ("sellerId", "createdAt") ',
  'CREATE INDEX "IDX_ads_review" ON "ads" ("status", "submittedAt", "id") ',
  'CREATE INDEX "IDX_ads_status" ON "ads" ("status", "listedAt", "id", "expiresAt", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_filter_location" ON "ads" ("locationId", "status", "listedAt", "id", "expiresAt", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_filter_category" ON "ads" ("categoryId", "status", "listedAt", "id", "expiresAt", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_filter_both" ON "ads" ("categoryId", "locationId", "status", "listedAt", "id", "expiresAt", "promotedUntil") ',
];

/** The indexes of reports and of ad_fingerprints, which are rebuilt too. */
const REPORTS_INDEXES = ['CREATE INDEX "IDX_reports_conversation" ON "reports" ("conversationId") ', 'CREATE INDEX "IDX_reports_status" ON "reports" ("status", "createdAt") '];
const FINGERPRINTS_INDEXES = ['CREATE INDEX "IDX_ad_fingerprints_ad" ON "ad_fingerprints" ("adId") ', 'CREATE INDEX "IDX_ad_fingerprints_bucket" ON "ad_fingerprints" ("bucket") '];

/** The columns of reports that its rebuild copies (the new reporterKey takes its default). */
const REPORTS_COLUMNS = ['id', 'reason', 'details', 'status', 'createdAt', 'resolvedAt', 'adId', 'reporterId', 'conversationId'];

export class Moderation1795528170242 implements MigrationInterface {
  name = 'Moderation1795528170242';

  // Generated (TypeORM rebuilds the tables to widen ads.status and add foreign keys), with the ads full-text triggers put back.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"spent_challenges\" (\"signature\" varchar(128) PRIMARY KEY NOT NULL, \"expiresAt\" datetime(6) NOT NULL)");
    await queryRunner.query("CREATE INDEX \"IDX_spent_challenges_expires\" ON \"spent_challenges\" (\"expiresAt\") ");
    await queryRunner.query("CREATE TABLE \"moderation_settings\" (\"id\" integer PRIMARY KEY NOT NULL, \"mode\" varchar(10) NOT NULL DEFAULT ('post'), \"reportThreshold\" smallint NOT NULL DEFAULT (3), \"underageReportThreshold\" smallint NOT NULL DEFAULT (1), \"contactInText\" varchar(10) NOT NULL DEFAULT ('MASK'), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE TABLE \"rejection_reasons\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"label\" varchar(200) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"UQ_rejection_reasons_label\" UNIQUE (\"label\"))");
    await queryRunner.query("CREATE TABLE \"ad_fingerprints\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"bucket\" varchar(40) NOT NULL, \"adId\" integer NOT NULL)");
    await queryRunner.query("CREATE INDEX \"IDX_ad_fingerprints_ad\" ON \"ad_fingerprints\" (\"adId\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ad_fingerprints_bucket\" ON \"ad_fingerprints\" (\"bucket\") ");
    await queryRunner.query("DROP INDEX \"IDX_ad_images_ad\"");
    await rebuildTable(queryRunner, 'ad_images', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"url\" varchar(255) NOT NULL, \"thumbUrl\" varchar(255) NOT NULL, \"position\" smallint NOT NULL DEFAULT (0), \"adId\" integer NOT NULL, \"bytes\" integer NOT NULL DEFAULT (0), \"phash\" varchar(16), CONSTRAINT \"FK_ad_images_ad\" FOREIGN KEY (\"adId\") REFERENCES \"ads\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)", ['id', 'url', 'thumbUrl', 'position', 'adId', 'bytes']);
    await queryRunner.query("CREATE INDEX \"IDX_ad_images_ad\" ON \"ad_images\" (\"adId\", \"position\") ");
    // ads: the review columns (submittedAt, reviewCause, heldSince, rejection, duplicateOfId).
    await dropIndexes(queryRunner, INDEXES_BEFORE);
    await rebuildTable(queryRunner, 'ads', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(120) NOT NULL, \"description\" text NOT NULL, \"phone\" varchar(13) NOT NULL, \"age\" smallint NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('INACTIVE'), \"takenDown\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"expiresAt\" datetime(6), \"promotedUntil\" datetime(6), \"views\" integer NOT NULL DEFAULT (0), \"categoryId\" integer NOT NULL, \"locationId\" integer NOT NULL, \"sellerId\" integer NOT NULL, \"slotId\" integer, \"phoneReveals\" integer NOT NULL DEFAULT (0), \"contact\" varchar(10) NOT NULL DEFAULT ('MESSAGES'), \"listedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"submittedAt\" datetime(6), \"reviewCause\" varchar(20), \"heldSince\" datetime(6), \"rejection\" varchar(600) NOT NULL DEFAULT (''), \"duplicateOfId\" integer, CONSTRAINT \"FK_ads_category\" FOREIGN KEY (\"categoryId\") REFERENCES \"categories\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_location\" FOREIGN KEY (\"locationId\") REFERENCES \"locations\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_seller\" FOREIGN KEY (\"sellerId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_slot\" FOREIGN KEY (\"slotId\") REFERENCES \"time_slots\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)", COLUMNS_BEFORE);
    await createIndexes(queryRunner, INDEXES_BEFORE);
    await dropIndexes(queryRunner, REPORTS_INDEXES);
    await rebuildTable(queryRunner, 'reports', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"reason\" varchar(20) NOT NULL, \"details\" varchar(1000) NOT NULL DEFAULT (''), \"status\" varchar(10) NOT NULL DEFAULT ('OPEN'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"resolvedAt\" datetime(6), \"adId\" integer NOT NULL, \"reporterId\" integer, \"conversationId\" integer, \"reporterKey\" varchar(64) NOT NULL DEFAULT (''), CONSTRAINT \"FK_reports_reporter\" FOREIGN KEY (\"reporterId\") REFERENCES \"users\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT \"FK_reports_ad\" FOREIGN KEY (\"adId\") REFERENCES \"ads\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)", REPORTS_COLUMNS);
    await createIndexes(queryRunner, REPORTS_INDEXES);
    // ads.status: varchar(20).
    await dropIndexes(queryRunner, INDEXES_BEFORE);
    await rebuildTable(queryRunner, 'ads', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(120) NOT NULL, \"description\" text NOT NULL, \"phone\" varchar(13) NOT NULL, \"age\" smallint NOT NULL, \"status\" varchar(20) NOT NULL DEFAULT ('INACTIVE'), \"takenDown\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"expiresAt\" datetime(6), \"promotedUntil\" datetime(6), \"views\" integer NOT NULL DEFAULT (0), \"categoryId\" integer NOT NULL, \"locationId\" integer NOT NULL, \"sellerId\" integer NOT NULL, \"slotId\" integer, \"phoneReveals\" integer NOT NULL DEFAULT (0), \"contact\" varchar(10) NOT NULL DEFAULT ('MESSAGES'), \"listedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"submittedAt\" datetime(6), \"reviewCause\" varchar(20), \"heldSince\" datetime(6), \"rejection\" varchar(600) NOT NULL DEFAULT (''), \"duplicateOfId\" integer, CONSTRAINT \"FK_ads_category\" FOREIGN KEY (\"categoryId\") REFERENCES \"categories\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_location\" FOREIGN KEY (\"locationId\") REFERENCES \"locations\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_seller\" FOREIGN KEY (\"sellerId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_slot\" FOREIGN KEY (\"slotId\") REFERENCES \"time_slots\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)", COLUMNS_AFTER);
    await createIndexes(queryRunner, INDEXES_AFTER);
    await queryRunner.query("CREATE INDEX \"IDX_reports_ad\" ON \"reports\" (\"adId\", \"status\") ");
    // ads: FK_ads_duplicate_of.
    await dropIndexes(queryRunner, INDEXES_AFTER);
    await rebuildTable(queryRunner, 'ads', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(120) NOT NULL, \"description\" text NOT NULL, \"phone\" varchar(13) NOT NULL, \"age\" smallint NOT NULL, \"status\" varchar(20) NOT NULL DEFAULT ('INACTIVE'), \"takenDown\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"expiresAt\" datetime(6), \"promotedUntil\" datetime(6), \"views\" integer NOT NULL DEFAULT (0), \"categoryId\" integer NOT NULL, \"locationId\" integer NOT NULL, \"sellerId\" integer NOT NULL, \"slotId\" integer, \"phoneReveals\" integer NOT NULL DEFAULT (0), \"contact\" varchar(10) NOT NULL DEFAULT ('MESSAGES'), \"listedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"submittedAt\" datetime(6), \"reviewCause\" varchar(20), \"heldSince\" datetime(6), \"rejection\" varchar(600) NOT NULL DEFAULT (''), \"duplicateOfId\" integer, CONSTRAINT \"FK_ads_category\" FOREIGN KEY (\"categoryId\") REFERENCES \"categories\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_location\" FOREIGN KEY (\"locationId\") REFERENCES \"locations\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_seller\" FOREIGN KEY (\"sellerId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_slot\" FOREIGN KEY (\"slotId\") REFERENCES \"time_slots\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_duplicate_of\" FOREIGN KEY (\"duplicateOfId\") REFERENCES \"ads\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)", COLUMNS_AFTER);
    await createIndexes(queryRunner, INDEXES_AFTER);
    // Dropping the old table dropped its full-text triggers.
    for (const trigger of ADS_FTS_TRIGGERS) await queryRunner.query(trigger);
    await dropIndexes(queryRunner, FINGERPRINTS_INDEXES);
    await rebuildTable(queryRunner, 'ad_fingerprints', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"bucket\" varchar(40) NOT NULL, \"adId\" integer NOT NULL, CONSTRAINT \"FK_ad_fingerprints_ad\" FOREIGN KEY (\"adId\") REFERENCES \"ads\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)", ['id', 'bucket', 'adId']);
    await createIndexes(queryRunner, FINGERPRINTS_INDEXES);
    // The settings' one row, and a first list of rejection reasons for the admins to edit.
    await queryRunner.query("INSERT INTO moderation_settings (id) VALUES (1)");
    for (const label of REJECTION_REASONS) await queryRunner.query('INSERT INTO rejection_reasons (label) VALUES (?)', [label]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexes(queryRunner, FINGERPRINTS_INDEXES.toReversed());
    await rebuildTableRenamingFirst(queryRunner, 'ad_fingerprints', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"bucket\" varchar(40) NOT NULL, \"adId\" integer NOT NULL)", ['id', 'bucket', 'adId']);
    await createIndexes(queryRunner, FINGERPRINTS_INDEXES.toReversed());
    await dropIndexes(queryRunner, INDEXES_AFTER.toReversed());
    await rebuildTableRenamingFirst(queryRunner, 'ads', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(120) NOT NULL, \"description\" text NOT NULL, \"phone\" varchar(13) NOT NULL, \"age\" smallint NOT NULL, \"status\" varchar(20) NOT NULL DEFAULT ('INACTIVE'), \"takenDown\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"expiresAt\" datetime(6), \"promotedUntil\" datetime(6), \"views\" integer NOT NULL DEFAULT (0), \"categoryId\" integer NOT NULL, \"locationId\" integer NOT NULL, \"sellerId\" integer NOT NULL, \"slotId\" integer, \"phoneReveals\" integer NOT NULL DEFAULT (0), \"contact\" varchar(10) NOT NULL DEFAULT ('MESSAGES'), \"listedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"submittedAt\" datetime(6), \"reviewCause\" varchar(20), \"heldSince\" datetime(6), \"rejection\" varchar(600) NOT NULL DEFAULT (''), \"duplicateOfId\" integer, CONSTRAINT \"FK_ads_category\" FOREIGN KEY (\"categoryId\") REFERENCES \"categories\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_location\" FOREIGN KEY (\"locationId\") REFERENCES \"locations\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_seller\" FOREIGN KEY (\"sellerId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_slot\" FOREIGN KEY (\"slotId\") REFERENCES \"time_slots\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)", COLUMNS_AFTER);
    await createIndexes(queryRunner, INDEXES_AFTER.toReversed());
    await queryRunner.query("DROP INDEX \"IDX_reports_ad\"");
    await dropIndexes(queryRunner, INDEXES_AFTER.toReversed());
    await rebuildTableRenamingFirst(queryRunner, 'ads', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(120) NOT NULL, \"description\" text NOT NULL, \"phone\" varchar(13) NOT NULL, \"age\" smallint NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('INACTIVE'), \"takenDown\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"expiresAt\" datetime(6), \"promotedUntil\" datetime(6), \"views\" integer NOT NULL DEFAULT (0), \"categoryId\" integer NOT NULL, \"locationId\" integer NOT NULL, \"sellerId\" integer NOT NULL, \"slotId\" integer, \"phoneReveals\" integer NOT NULL DEFAULT (0), \"contact\" varchar(10) NOT NULL DEFAULT ('MESSAGES'), \"listedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"submittedAt\" datetime(6), \"reviewCause\" varchar(20), \"heldSince\" datetime(6), \"rejection\" varchar(600) NOT NULL DEFAULT (''), \"duplicateOfId\" integer, CONSTRAINT \"FK_ads_category\" FOREIGN KEY (\"categoryId\") REFERENCES \"categories\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_location\" FOREIGN KEY (\"locationId\") REFERENCES \"locations\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_seller\" FOREIGN KEY (\"sellerId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_slot\" FOREIGN KEY (\"slotId\") REFERENCES \"time_slots\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)", COLUMNS_AFTER);
    await createIndexes(queryRunner, INDEXES_BEFORE.toReversed());
    await dropIndexes(queryRunner, REPORTS_INDEXES.toReversed());
    await rebuildTableRenamingFirst(queryRunner, 'reports', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"reason\" varchar(20) NOT NULL, \"details\" varchar(1000) NOT NULL DEFAULT (''), \"status\" varchar(10) NOT NULL DEFAULT ('OPEN'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"resolvedAt\" datetime(6), \"adId\" integer NOT NULL, \"reporterId\" integer, \"conversationId\" integer, CONSTRAINT \"FK_reports_reporter\" FOREIGN KEY (\"reporterId\") REFERENCES \"users\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT \"FK_reports_ad\" FOREIGN KEY (\"adId\") REFERENCES \"ads\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)", REPORTS_COLUMNS);
    await createIndexes(queryRunner, REPORTS_INDEXES.toReversed());
    await dropIndexes(queryRunner, INDEXES_BEFORE.toReversed());
    await rebuildTableRenamingFirst(queryRunner, 'ads', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(120) NOT NULL, \"description\" text NOT NULL, \"phone\" varchar(13) NOT NULL, \"age\" smallint NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('INACTIVE'), \"takenDown\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"expiresAt\" datetime(6), \"promotedUntil\" datetime(6), \"views\" integer NOT NULL DEFAULT (0), \"categoryId\" integer NOT NULL, \"locationId\" integer NOT NULL, \"sellerId\" integer NOT NULL, \"slotId\" integer, \"phoneReveals\" integer NOT NULL DEFAULT (0), \"contact\" varchar(10) NOT NULL DEFAULT ('MESSAGES'), \"listedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"FK_ads_category\" FOREIGN KEY (\"categoryId\") REFERENCES \"categories\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_location\" FOREIGN KEY (\"locationId\") REFERENCES \"locations\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_seller\" FOREIGN KEY (\"sellerId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_slot\" FOREIGN KEY (\"slotId\") REFERENCES \"time_slots\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)", COLUMNS_BEFORE);
    await createIndexes(queryRunner, INDEXES_BEFORE.toReversed());
    // Dropping the old table dropped its full-text triggers.
    for (const trigger of ADS_FTS_TRIGGERS) await queryRunner.query(trigger);
    await queryRunner.query("DROP INDEX \"IDX_ad_images_ad\"");
    await rebuildTableRenamingFirst(queryRunner, 'ad_images', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"url\" varchar(255) NOT NULL, \"thumbUrl\" varchar(255) NOT NULL, \"position\" smallint NOT NULL DEFAULT (0), \"adId\" integer NOT NULL, \"bytes\" integer NOT NULL DEFAULT (0), CONSTRAINT \"FK_ad_images_ad\" FOREIGN KEY (\"adId\") REFERENCES \"ads\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)", ['id', 'url', 'thumbUrl', 'position', 'adId', 'bytes']);
    await queryRunner.query("CREATE INDEX \"IDX_ad_images_ad\" ON \"ad_images\" (\"adId\", \"position\") ");
    await queryRunner.query("DROP INDEX \"IDX_ad_fingerprints_bucket\"");
    await queryRunner.query("DROP INDEX \"IDX_ad_fingerprints_ad\"");
    await queryRunner.query("DROP TABLE \"ad_fingerprints\"");
    await queryRunner.query("DROP TABLE \"rejection_reasons\"");
    await queryRunner.query("DROP TABLE \"moderation_settings\"");
    await queryRunner.query("DROP INDEX \"IDX_spent_challenges_expires\"");
    await queryRunner.query("DROP TABLE \"spent_challenges\"");
  }
}
