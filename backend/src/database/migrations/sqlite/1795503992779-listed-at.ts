import { MigrationInterface, QueryRunner } from 'typeorm';
import { ADS_FTS_TRIGGERS } from './1795407303643-ads-full-text';

export class ListedAt1795503992779 implements MigrationInterface {
  name = 'ListedAt1795503992779';

  // Generated (TypeORM rebuilds the table to add a column with a non-constant default); existing ads are listed when they were created.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_ads_filter_both\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_filter_category\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_filter_location\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_status\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_seller\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted_both\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted_category\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted_location\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted\"");
    await queryRunner.query("CREATE TABLE \"temporary_ads\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(120) NOT NULL, \"description\" text NOT NULL, \"phone\" varchar(13) NOT NULL, \"age\" smallint NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('INACTIVE'), \"takenDown\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"expiresAt\" datetime(6), \"promotedUntil\" datetime(6), \"views\" integer NOT NULL DEFAULT (0), \"categoryId\" integer NOT NULL, \"locationId\" integer NOT NULL, \"sellerId\" integer NOT NULL, \"slotId\" integer, \"phoneReveals\" integer NOT NULL DEFAULT (0), \"contact\" varchar(10) NOT NULL DEFAULT ('MESSAGES'), \"listedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"FK_ads_slot\" FOREIGN KEY (\"slotId\") REFERENCES \"time_slots\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_seller\" FOREIGN KEY (\"sellerId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_location\" FOREIGN KEY (\"locationId\") REFERENCES \"locations\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_category\" FOREIGN KEY (\"categoryId\") REFERENCES \"categories\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_ads\"(\"id\", \"title\", \"description\", \"phone\", \"age\", \"status\", \"takenDown\", \"createdAt\", \"updatedAt\", \"expiresAt\", \"promotedUntil\", \"views\", \"categoryId\", \"locationId\", \"sellerId\", \"slotId\", \"phoneReveals\", \"contact\", \"listedAt\") SELECT \"id\", \"title\", \"description\", \"phone\", \"age\", \"status\", \"takenDown\", \"createdAt\", \"updatedAt\", \"expiresAt\", \"promotedUntil\", \"views\", \"categoryId\", \"locationId\", \"sellerId\", \"slotId\", \"phoneReveals\", \"contact\", \"createdAt\" FROM \"ads\"");
    await queryRunner.query("DROP TABLE \"ads\"");
    await queryRunner.query("ALTER TABLE \"temporary_ads\" RENAME TO \"ads\"");
    // Dropping the old table dropped its full-text triggers.
    for (const trigger of ADS_FTS_TRIGGERS) await queryRunner.query(trigger);
    await queryRunner.query("CREATE INDEX \"IDX_ads_seller\" ON \"ads\" (\"sellerId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted_both\" ON \"ads\" (\"categoryId\", \"locationId\", \"promotedUntil\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted_category\" ON \"ads\" (\"categoryId\", \"promotedUntil\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted_location\" ON \"ads\" (\"locationId\", \"promotedUntil\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted\" ON \"ads\" (\"promotedUntil\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_status\" ON \"ads\" (\"status\", \"listedAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_filter_location\" ON \"ads\" (\"locationId\", \"status\", \"listedAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_filter_category\" ON \"ads\" (\"categoryId\", \"status\", \"listedAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_filter_both\" ON \"ads\" (\"categoryId\", \"locationId\", \"status\", \"listedAt\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_ads_filter_both\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_filter_category\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_filter_location\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_status\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted_location\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted_category\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted_both\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_seller\"");
    await queryRunner.query("ALTER TABLE \"ads\" RENAME TO \"temporary_ads\"");
    await queryRunner.query("CREATE TABLE \"ads\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"title\" varchar(120) NOT NULL, \"description\" text NOT NULL, \"phone\" varchar(13) NOT NULL, \"age\" smallint NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('INACTIVE'), \"takenDown\" boolean NOT NULL DEFAULT (0), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"expiresAt\" datetime(6), \"promotedUntil\" datetime(6), \"views\" integer NOT NULL DEFAULT (0), \"categoryId\" integer NOT NULL, \"locationId\" integer NOT NULL, \"sellerId\" integer NOT NULL, \"slotId\" integer, \"phoneReveals\" integer NOT NULL DEFAULT (0), \"contact\" varchar(10) NOT NULL DEFAULT ('MESSAGES'), CONSTRAINT \"FK_ads_slot\" FOREIGN KEY (\"slotId\") REFERENCES \"time_slots\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_seller\" FOREIGN KEY (\"sellerId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_location\" FOREIGN KEY (\"locationId\") REFERENCES \"locations\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_ads_category\" FOREIGN KEY (\"categoryId\") REFERENCES \"categories\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"ads\"(\"id\", \"title\", \"description\", \"phone\", \"age\", \"status\", \"takenDown\", \"createdAt\", \"updatedAt\", \"expiresAt\", \"promotedUntil\", \"views\", \"categoryId\", \"locationId\", \"sellerId\", \"slotId\", \"phoneReveals\", \"contact\") SELECT \"id\", \"title\", \"description\", \"phone\", \"age\", \"status\", \"takenDown\", \"createdAt\", \"updatedAt\", \"expiresAt\", \"promotedUntil\", \"views\", \"categoryId\", \"locationId\", \"sellerId\", \"slotId\", \"phoneReveals\", \"contact\" FROM \"temporary_ads\"");
    await queryRunner.query("DROP TABLE \"temporary_ads\"");
    for (const trigger of ADS_FTS_TRIGGERS) await queryRunner.query(trigger);
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted\" ON \"ads\" (\"promotedUntil\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted_location\" ON \"ads\" (\"locationId\", \"promotedUntil\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted_category\" ON \"ads\" (\"categoryId\", \"promotedUntil\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted_both\" ON \"ads\" (\"categoryId\", \"locationId\", \"promotedUntil\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_seller\" ON \"ads\" (\"sellerId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_status\" ON \"ads\" (\"status\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_filter_location\" ON \"ads\" (\"locationId\", \"status\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_filter_category\" ON \"ads\" (\"categoryId\", \"status\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_filter_both\" ON \"ads\" (\"categoryId\", \"locationId\", \"status\") ");
  }
}
