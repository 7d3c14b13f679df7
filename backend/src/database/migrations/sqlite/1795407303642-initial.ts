import { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexes, dropIndexes, rebuildTable, rebuildTableRenamingFirst } from './alter-table';

/** The indexes of ads, in the order the generator creates them with the table, and drops and creates them again around its rebuild. */
const ADS_INDEXES = [
  'CREATE INDEX "IDX_ads_promoted" ON "ads" ("promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted_location" ON "ads" ("locationId", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted_category" ON "ads" ("categoryId", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_promoted_both" ON "ads" ("categoryId", "locationId", "promotedUntil") ',
  'CREATE INDEX "IDX_ads_status" ON "ads" ("status") ',
  'CREATE INDEX "IDX_ads_filter_location" ON "ads" ("locationId", "status") ',
  'CREATE INDEX "IDX_ads_filter_category" ON "ads" ("categoryId", "status") ',
  'CREATE INDEX "IDX_ads_filter_both" ON "ads" ("categoryId", "locationId", "status") ',
  'CREATE INDEX "IDX_ads_seller" ON "ads" ("sellerId", "createdAt") ',
];

/** The indexes of payments and of ledger_entries, which are dropped and created again around their rebuilds too. */
const PAYMENTS_INDEXES = ['CREATE UNIQUE INDEX "UQ_payments_transaction_id" ON "payments" ("transactionId") ', 'CREATE INDEX "IDX_payments_user" ON "payments" ("userId", "createdAt") ', 'CREATE INDEX "IDX_payments_status" ON "payments" ("status", "createdAt") '];
const LEDGER_INDEXES = ['CREATE UNIQUE INDEX "UQ_ledger_entries_payment_kind" ON "ledger_entries" ("paymentId", "kind") ', 'CREATE INDEX "IDX_ledger_entries_user" ON "ledger_entries" ("userId", "createdAt") '];

export class Initial1795407303642 implements MigrationInterface {
  name = 'Initial1795407303642';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"blacklist_entries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"kind\" varchar(20) NOT NULL, \"value\" varchar(100) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"UQ_blacklist_entries_kind_value\" UNIQUE (\"kind\", \"value\"))");
    await queryRunner.query("CREATE TABLE \"blog_comments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"text\" varchar(1000) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"postId\" integer NOT NULL)");
    await queryRunner.query("CREATE INDEX \"IDX_blog_comments_post\" ON \"blog_comments\" (\"postId\", \"id\") ");
    await queryRunner.query("CREATE TABLE \"blog_posts\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(200) NOT NULL, \"description\" text NOT NULL, \"photo\" varchar(255), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE TABLE \"categories\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(60) NOT NULL, \"slug\" varchar(80) NOT NULL, \"image\" varchar(255), \"metaTitle\" varchar(200) NOT NULL DEFAULT (''), \"metaDescription\" varchar(500) NOT NULL DEFAULT (''), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_categories_title\" ON \"categories\" (\"title\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_categories_slug\" ON \"categories\" (\"slug\") ");
    await queryRunner.query("CREATE TABLE \"seo_descriptions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"headingH1\" varchar(200) NOT NULL, \"headingH2\" varchar(200) NOT NULL, \"description\" text NOT NULL)");
    await queryRunner.query("CREATE TABLE \"locations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"state\" varchar(100) NOT NULL, \"district\" varchar(100) NOT NULL, \"slug\" varchar(160) NOT NULL, \"metaTitle\" varchar(200) NOT NULL DEFAULT (''), \"metaDescription\" varchar(500) NOT NULL DEFAULT (''), \"canonicalLink\" varchar(500) NOT NULL DEFAULT (''), \"locationDescription\" text, \"h1Tag\" varchar(200) NOT NULL DEFAULT (''), \"h2Tag\" varchar(200) NOT NULL DEFAULT (''), \"stateImage\" varchar(255), CONSTRAINT \"UQ_locations_state_district\" UNIQUE (\"state\", \"district\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_locations_slug\" ON \"locations\" (\"slug\") ");
    await queryRunner.query("CREATE TABLE \"popular_locations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"locationId\" integer NOT NULL, \"categoryId\" integer NOT NULL, CONSTRAINT \"UQ_popular_locations_pair\" UNIQUE (\"locationId\", \"categoryId\"))");
    await queryRunner.query("CREATE TABLE \"ad_images\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"url\" varchar(255) NOT NULL, \"thumbUrl\" varchar(255) NOT NULL, \"position\" smallint NOT NULL DEFAULT (0), \"adId\" integer NOT NULL)");
    await queryRunner.query("CREATE INDEX \"IDX_ad_images_ad\" ON \"ad_images\" (\"adId\", \"position\") ");
    await queryRunner.query("CREATE TABLE \"time_slots\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"label\" varchar(60) NOT NULL, \"startTime\" varchar(5) NOT NULL, \"endTime\" varchar(5) NOT NULL, \"active\" boolean NOT NULL DEFAULT (1))");
    await queryRunner.query("CREATE TABLE \"users\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"email\" varchar(254) NOT NULL, \"fullName\" varchar(100) NOT NULL, \"passwordHash\" varchar(255) NOT NULL, \"role\" varchar(10) NOT NULL DEFAULT ('USER'), \"blocked\" boolean NOT NULL DEFAULT (0), \"emailVerified\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_users_email\" ON \"users\" (\"email\") ");
    await queryRunner.query("CREATE INDEX \"IDX_users_created_at\" ON \"users\" (\"createdAt\") ");
    await queryRunner.query("CREATE TABLE \"ads\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(120) NOT NULL, \"description\" text NOT NULL, \"phone\" varchar(13) NOT NULL, \"age\" smallint NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('INACTIVE'), \"verifiedEmail\" boolean NOT NULL DEFAULT (0), \"takenDown\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"expiresAt\" datetime(6), \"promotedUntil\" datetime(6), \"views\" integer NOT NULL DEFAULT (0), \"categoryId\" integer NOT NULL, \"locationId\" integer NOT NULL, \"sellerId\" integer NOT NULL, \"slotId\" integer)");
    await createIndexes(queryRunner, ADS_INDEXES);
    await queryRunner.query("CREATE TABLE \"reports\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"reason\" varchar(20) NOT NULL, \"details\" varchar(1000) NOT NULL DEFAULT (''), \"status\" varchar(10) NOT NULL DEFAULT ('OPEN'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"resolvedAt\" datetime(6), \"adId\" integer NOT NULL)");
    await queryRunner.query("CREATE INDEX \"IDX_reports_status\" ON \"reports\" (\"status\", \"createdAt\") ");
    await queryRunner.query("CREATE TABLE \"packages\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"name\" varchar(60) NOT NULL, \"amountPaise\" bigint NOT NULL, \"durationDays\" integer NOT NULL, \"active\" boolean NOT NULL DEFAULT (1))");
    await queryRunner.query("CREATE TABLE \"promotions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"adId\" integer NOT NULL, \"adTitle\" varchar(120) NOT NULL, \"kind\" varchar(10) NOT NULL, \"packageName\" varchar(60), \"slotLabel\" varchar(60), \"amountPaise\" bigint NOT NULL DEFAULT (0), \"endsAt\" datetime(6) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"sellerId\" integer NOT NULL)");
    await queryRunner.query("CREATE INDEX \"IDX_promotions_seller\" ON \"promotions\" (\"sellerId\", \"kind\", \"createdAt\") ");
    await queryRunner.query("CREATE TABLE \"payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"upiId\" varchar(100) NOT NULL, \"transactionId\" varchar(12) NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('PENDING'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"reviewedAt\" datetime(6), \"userId\" integer NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_payments_transaction_id\" ON \"payments\" (\"transactionId\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payments_user\" ON \"payments\" (\"userId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payments_status\" ON \"payments\" (\"status\", \"createdAt\") ");
    await queryRunner.query("CREATE TABLE \"ledger_entries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"kind\" varchar(20) NOT NULL, \"adId\" integer, \"description\" varchar(200) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"userId\" integer NOT NULL, \"paymentId\" integer)");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_ledger_entries_payment_kind\" ON \"ledger_entries\" (\"paymentId\", \"kind\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ledger_entries_user\" ON \"ledger_entries\" (\"userId\", \"createdAt\") ");
    await queryRunner.query("CREATE TABLE \"qr_codes\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"upiId\" varchar(100) NOT NULL, \"payeeName\" varchar(100) NOT NULL, \"isActive\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("DROP INDEX \"IDX_blog_comments_post\"");
    await rebuildTable(queryRunner, 'blog_comments', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"text\" varchar(1000) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"postId\" integer NOT NULL, CONSTRAINT \"FK_blog_comments_post\" FOREIGN KEY (\"postId\") REFERENCES \"blog_posts\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)", ['id', 'text', 'createdAt', 'postId']);
    await queryRunner.query("CREATE INDEX \"IDX_blog_comments_post\" ON \"blog_comments\" (\"postId\", \"id\") ");
    await rebuildTable(queryRunner, 'popular_locations', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"locationId\" integer NOT NULL, \"categoryId\" integer NOT NULL, CONSTRAINT \"UQ_popular_locations_pair\" UNIQUE (\"locationId\", \"categoryId\"), CONSTRAINT \"FK_popular_locations_location\" FOREIGN KEY (\"locationId\") REFERENCES \"locations\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_popular_locations_category\" FOREIGN KEY (\"categoryId\") REFERENCES \"categories\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)", ['id', 'locationId', 'categoryId']);
    await queryRunner.query("DROP INDEX \"IDX_ad_images_ad\"");
    await rebuildTable(queryRunner, 'ad_images', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"url\" varchar(255) NOT NULL, \"thumbUrl\" varchar(255) NOT NULL, \"position\" smallint NOT NULL DEFAULT (0), \"adId\" integer NOT NULL, CONSTRAINT \"FK_ad_images_ad\" FOREIGN KEY (\"adId\") REFERENCES \"ads\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)", ['id', 'url', 'thumbUrl', 'position', 'adId']);
    await queryRunner.query("CREATE INDEX \"IDX_ad_images_ad\" ON \"ad_images\" (\"adId\", \"position\") ");
    await dropIndexes(queryRunner, ADS_INDEXES);
    await rebuildTable(queryRunner, 'ads', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(120) NOT NULL, \"description\" text NOT NULL, \"phone\" varchar(13) NOT NULL, \"age\" smallint NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('INACTIVE'), \"verifiedEmail\" boolean NOT NULL DEFAULT (0), \"takenDown\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"expiresAt\" datetime(6), \"promotedUntil\" datetime(6), \"views\" integer NOT NULL DEFAULT (0), \"categoryId\" integer NOT NULL, \"locationId\" integer NOT NULL, \"sellerId\" integer NOT NULL, \"slotId\" integer, CONSTRAINT \"FK_ads_category\" FOREIGN KEY (\"categoryId\") REFERENCES \"categories\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_location\" FOREIGN KEY (\"locationId\") REFERENCES \"locations\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_seller\" FOREIGN KEY (\"sellerId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_slot\" FOREIGN KEY (\"slotId\") REFERENCES \"time_slots\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)", ['id', 'title', 'description', 'phone', 'age', 'status', 'verifiedEmail', 'takenDown', 'createdAt', 'updatedAt', 'expiresAt', 'promotedUntil', 'views', 'categoryId', 'locationId', 'sellerId', 'slotId']);
    await createIndexes(queryRunner, ADS_INDEXES);
    await queryRunner.query("DROP INDEX \"IDX_reports_status\"");
    await rebuildTable(queryRunner, 'reports', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"reason\" varchar(20) NOT NULL, \"details\" varchar(1000) NOT NULL DEFAULT (''), \"status\" varchar(10) NOT NULL DEFAULT ('OPEN'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"resolvedAt\" datetime(6), \"adId\" integer NOT NULL, CONSTRAINT \"FK_reports_ad\" FOREIGN KEY (\"adId\") REFERENCES \"ads\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)", ['id', 'reason', 'details', 'status', 'createdAt', 'resolvedAt', 'adId']);
    await queryRunner.query("CREATE INDEX \"IDX_reports_status\" ON \"reports\" (\"status\", \"createdAt\") ");
    await queryRunner.query("DROP INDEX \"IDX_promotions_seller\"");
    await rebuildTable(queryRunner, 'promotions', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"adId\" integer NOT NULL, \"adTitle\" varchar(120) NOT NULL, \"kind\" varchar(10) NOT NULL, \"packageName\" varchar(60), \"slotLabel\" varchar(60), \"amountPaise\" bigint NOT NULL DEFAULT (0), \"endsAt\" datetime(6) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"sellerId\" integer NOT NULL, CONSTRAINT \"FK_promotions_seller\" FOREIGN KEY (\"sellerId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)", ['id', 'adId', 'adTitle', 'kind', 'packageName', 'slotLabel', 'amountPaise', 'endsAt', 'createdAt', 'sellerId']);
    await queryRunner.query("CREATE INDEX \"IDX_promotions_seller\" ON \"promotions\" (\"sellerId\", \"kind\", \"createdAt\") ");
    await dropIndexes(queryRunner, PAYMENTS_INDEXES);
    await rebuildTable(queryRunner, 'payments', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"upiId\" varchar(100) NOT NULL, \"transactionId\" varchar(12) NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('PENDING'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"reviewedAt\" datetime(6), \"userId\" integer NOT NULL, CONSTRAINT \"FK_payments_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)", ['id', 'amountPaise', 'upiId', 'transactionId', 'status', 'createdAt', 'reviewedAt', 'userId']);
    await createIndexes(queryRunner, PAYMENTS_INDEXES);
    await dropIndexes(queryRunner, LEDGER_INDEXES);
    await rebuildTable(queryRunner, 'ledger_entries', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"kind\" varchar(20) NOT NULL, \"adId\" integer, \"description\" varchar(200) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"userId\" integer NOT NULL, \"paymentId\" integer, CONSTRAINT \"FK_ledger_entries_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ledger_entries_payment\" FOREIGN KEY (\"paymentId\") REFERENCES \"payments\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)", ['id', 'amountPaise', 'kind', 'adId', 'description', 'createdAt', 'userId', 'paymentId']);
    await createIndexes(queryRunner, LEDGER_INDEXES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexes(queryRunner, LEDGER_INDEXES.toReversed());
    await rebuildTableRenamingFirst(queryRunner, 'ledger_entries', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"kind\" varchar(20) NOT NULL, \"adId\" integer, \"description\" varchar(200) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"userId\" integer NOT NULL, \"paymentId\" integer)", ['id', 'amountPaise', 'kind', 'adId', 'description', 'createdAt', 'userId', 'paymentId']);
    await createIndexes(queryRunner, LEDGER_INDEXES.toReversed());
    await dropIndexes(queryRunner, PAYMENTS_INDEXES.toReversed());
    await rebuildTableRenamingFirst(queryRunner, 'payments', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"upiId\" varchar(100) NOT NULL, \"transactionId\" varchar(12) NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('PENDING'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"reviewedAt\" datetime(6), \"userId\" integer NOT NULL)", ['id', 'amountPaise', 'upiId', 'transactionId', 'status', 'createdAt', 'reviewedAt', 'userId']);
    await createIndexes(queryRunner, PAYMENTS_INDEXES.toReversed());
    await queryRunner.query("DROP INDEX \"IDX_promotions_seller\"");
    await rebuildTableRenamingFirst(queryRunner, 'promotions', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"adId\" integer NOT NULL, \"adTitle\" varchar(120) NOT NULL, \"kind\" varchar(10) NOT NULL, \"packageName\" varchar(60), \"slotLabel\" varchar(60), \"amountPaise\" bigint NOT NULL DEFAULT (0), \"endsAt\" datetime(6) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"sellerId\" integer NOT NULL)", ['id', 'adId', 'adTitle', 'kind', 'packageName', 'slotLabel', 'amountPaise', 'endsAt', 'createdAt', 'sellerId']);
    await queryRunner.query("CREATE INDEX \"IDX_promotions_seller\" ON \"promotions\" (\"sellerId\", \"kind\", \"createdAt\") ");
    await queryRunner.query("DROP INDEX \"IDX_reports_status\"");
    await rebuildTableRenamingFirst(queryRunner, 'reports', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"reason\" varchar(20) NOT NULL, \"details\" varchar(1000) NOT NULL DEFAULT (''), \"status\" varchar(10) NOT NULL DEFAULT ('OPEN'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"resolvedAt\" datetime(6), \"adId\" integer NOT NULL)", ['id', 'reason', 'details', 'status', 'createdAt', 'resolvedAt', 'adId']);
    await queryRunner.query("CREATE INDEX \"IDX_reports_status\" ON \"reports\" (\"status\", \"createdAt\") ");
    await dropIndexes(queryRunner, ADS_INDEXES.toReversed());
    await rebuildTableRenamingFirst(queryRunner, 'ads', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(120) NOT NULL, \"description\" text NOT NULL, \"phone\" varchar(13) NOT NULL, \"age\" smallint NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('INACTIVE'), \"verifiedEmail\" boolean NOT NULL DEFAULT (0), \"takenDown\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"expiresAt\" datetime(6), \"promotedUntil\" datetime(6), \"views\" integer NOT NULL DEFAULT (0), \"categoryId\" integer NOT NULL, \"locationId\" integer NOT NULL, \"sellerId\" integer NOT NULL, \"slotId\" integer)", ['id', 'title', 'description', 'phone', 'age', 'status', 'verifiedEmail', 'takenDown', 'createdAt', 'updatedAt', 'expiresAt', 'promotedUntil', 'views', 'categoryId', 'locationId', 'sellerId', 'slotId']);
    await createIndexes(queryRunner, ADS_INDEXES.toReversed());
    await queryRunner.query("DROP INDEX \"IDX_ad_images_ad\"");
    await rebuildTableRenamingFirst(queryRunner, 'ad_images', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"url\" varchar(255) NOT NULL, \"thumbUrl\" varchar(255) NOT NULL, \"position\" smallint NOT NULL DEFAULT (0), \"adId\" integer NOT NULL)", ['id', 'url', 'thumbUrl', 'position', 'adId']);
    await queryRunner.query("CREATE INDEX \"IDX_ad_images_ad\" ON \"ad_images\" (\"adId\", \"position\") ");
    await rebuildTableRenamingFirst(queryRunner, 'popular_locations', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"locationId\" integer NOT NULL, \"categoryId\" integer NOT NULL, CONSTRAINT \"UQ_popular_locations_pair\" UNIQUE (\"locationId\", \"categoryId\"))", ['id', 'locationId', 'categoryId']);
    await queryRunner.query("DROP INDEX \"IDX_blog_comments_post\"");
    await rebuildTableRenamingFirst(queryRunner, 'blog_comments', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"text\" varchar(1000) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"postId\" integer NOT NULL)", ['id', 'text', 'createdAt', 'postId']);
    await queryRunner.query("CREATE INDEX \"IDX_blog_comments_post\" ON \"blog_comments\" (\"postId\", \"id\") ");
    await queryRunner.query("DROP TABLE \"qr_codes\"");
    await queryRunner.query("DROP INDEX \"IDX_ledger_entries_user\"");
    await queryRunner.query("DROP INDEX \"UQ_ledger_entries_payment_kind\"");
    await queryRunner.query("DROP TABLE \"ledger_entries\"");
    await queryRunner.query("DROP INDEX \"IDX_payments_status\"");
    await queryRunner.query("DROP INDEX \"IDX_payments_user\"");
    await queryRunner.query("DROP INDEX \"UQ_payments_transaction_id\"");
    await queryRunner.query("DROP TABLE \"payments\"");
    await queryRunner.query("DROP INDEX \"IDX_promotions_seller\"");
    await queryRunner.query("DROP TABLE \"promotions\"");
    await queryRunner.query("DROP TABLE \"packages\"");
    await queryRunner.query("DROP INDEX \"IDX_reports_status\"");
    await queryRunner.query("DROP TABLE \"reports\"");
    await dropIndexes(queryRunner, ADS_INDEXES.toReversed());
    await queryRunner.query("DROP TABLE \"ads\"");
    await queryRunner.query("DROP INDEX \"IDX_users_created_at\"");
    await queryRunner.query("DROP INDEX \"UQ_users_email\"");
    await queryRunner.query("DROP TABLE \"users\"");
    await queryRunner.query("DROP TABLE \"time_slots\"");
    await queryRunner.query("DROP INDEX \"IDX_ad_images_ad\"");
    await queryRunner.query("DROP TABLE \"ad_images\"");
    await queryRunner.query("DROP TABLE \"popular_locations\"");
    await queryRunner.query("DROP INDEX \"UQ_locations_slug\"");
    await queryRunner.query("DROP TABLE \"locations\"");
    await queryRunner.query("DROP TABLE \"seo_descriptions\"");
    await queryRunner.query("DROP INDEX \"UQ_categories_slug\"");
    await queryRunner.query("DROP INDEX \"UQ_categories_title\"");
    await queryRunner.query("DROP TABLE \"categories\"");
    await queryRunner.query("DROP TABLE \"blog_posts\"");
    await queryRunner.query("DROP INDEX \"IDX_blog_comments_post\"");
    await queryRunner.query("DROP TABLE \"blog_comments\"");
    await queryRunner.query("DROP TABLE \"blacklist_entries\"");
  }
}
