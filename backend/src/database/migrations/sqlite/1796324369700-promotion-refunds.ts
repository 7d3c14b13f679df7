import { MigrationInterface, QueryRunner } from 'typeorm';

/** Refunds of promotions (issue 43), and when a promotion's days began. Generated; the column is added in place, not by rebuilding promotions. */
export class PromotionRefunds1796324369700 implements MigrationInterface {
  name = 'PromotionRefunds1796324369700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"refunds\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"scope\" varchar(6) NOT NULL, \"reason\" varchar(200) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"promotionId\" integer NOT NULL, \"refundedById\" integer)");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_refunds_promotion\" ON \"refunds\" (\"promotionId\") ");
    await queryRunner.query("CREATE INDEX \"IDX_refunds_created\" ON \"refunds\" (\"createdAt\") ");
    await queryRunner.query('ALTER TABLE "promotions" ADD COLUMN "startsAt" datetime(6)');
    await queryRunner.query("DROP INDEX \"UQ_refunds_promotion\"");
    await queryRunner.query("DROP INDEX \"IDX_refunds_created\"");
    await queryRunner.query("CREATE TABLE \"temporary_refunds\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"scope\" varchar(6) NOT NULL, \"reason\" varchar(200) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"promotionId\" integer NOT NULL, \"refundedById\" integer, CONSTRAINT \"FK_refunds_promotion\" FOREIGN KEY (\"promotionId\") REFERENCES \"promotions\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_refunds_admin\" FOREIGN KEY (\"refundedById\") REFERENCES \"users\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_refunds\"(\"id\", \"amountPaise\", \"scope\", \"reason\", \"createdAt\", \"promotionId\", \"refundedById\") SELECT \"id\", \"amountPaise\", \"scope\", \"reason\", \"createdAt\", \"promotionId\", \"refundedById\" FROM \"refunds\"");
    await queryRunner.query("DROP TABLE \"refunds\"");
    await queryRunner.query("ALTER TABLE \"temporary_refunds\" RENAME TO \"refunds\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_refunds_promotion\" ON \"refunds\" (\"promotionId\") ");
    await queryRunner.query("CREATE INDEX \"IDX_refunds_created\" ON \"refunds\" (\"createdAt\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_refunds_created\"");
    await queryRunner.query("DROP INDEX \"UQ_refunds_promotion\"");
    await queryRunner.query("ALTER TABLE \"refunds\" RENAME TO \"temporary_refunds\"");
    await queryRunner.query("CREATE TABLE \"refunds\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"scope\" varchar(6) NOT NULL, \"reason\" varchar(200) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"promotionId\" integer NOT NULL, \"refundedById\" integer)");
    await queryRunner.query("INSERT INTO \"refunds\"(\"id\", \"amountPaise\", \"scope\", \"reason\", \"createdAt\", \"promotionId\", \"refundedById\") SELECT \"id\", \"amountPaise\", \"scope\", \"reason\", \"createdAt\", \"promotionId\", \"refundedById\" FROM \"temporary_refunds\"");
    await queryRunner.query("DROP TABLE \"temporary_refunds\"");
    await queryRunner.query("CREATE INDEX \"IDX_refunds_created\" ON \"refunds\" (\"createdAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_refunds_promotion\" ON \"refunds\" (\"promotionId\") ");
    await queryRunner.query("DROP INDEX \"IDX_promotions_seller\"");
    await queryRunner.query("ALTER TABLE \"promotions\" RENAME TO \"temporary_promotions\"");
    await queryRunner.query("CREATE TABLE \"promotions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"adId\" integer NOT NULL, \"adTitle\" varchar(120) NOT NULL, \"kind\" varchar(10) NOT NULL, \"packageName\" varchar(60), \"slotLabel\" varchar(60), \"amountPaise\" bigint NOT NULL DEFAULT (0), \"endsAt\" datetime(6) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"sellerId\" integer NOT NULL, \"packageNameHi\" varchar(60), \"slotLabelHi\" varchar(60), CONSTRAINT \"FK_promotions_seller\" FOREIGN KEY (\"sellerId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"promotions\"(\"id\", \"adId\", \"adTitle\", \"kind\", \"packageName\", \"slotLabel\", \"amountPaise\", \"endsAt\", \"createdAt\", \"sellerId\", \"packageNameHi\", \"slotLabelHi\") SELECT \"id\", \"adId\", \"adTitle\", \"kind\", \"packageName\", \"slotLabel\", \"amountPaise\", \"endsAt\", \"createdAt\", \"sellerId\", \"packageNameHi\", \"slotLabelHi\" FROM \"temporary_promotions\"");
    await queryRunner.query("DROP TABLE \"temporary_promotions\"");
    await queryRunner.query("CREATE INDEX \"IDX_promotions_seller\" ON \"promotions\" (\"sellerId\", \"kind\", \"createdAt\") ");
    await queryRunner.query("DROP INDEX \"IDX_refunds_created\"");
    await queryRunner.query("DROP INDEX \"UQ_refunds_promotion\"");
    await queryRunner.query("DROP TABLE \"refunds\"");
  }
}
