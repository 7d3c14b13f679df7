import { MigrationInterface, QueryRunner } from 'typeorm';

export class ListedAt1795503992779 implements MigrationInterface {
  name = 'ListedAt1795503992779';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_ads_status` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_filter_location` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_filter_category` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_filter_both` ON `ads`");
    await queryRunner.query("ALTER TABLE `ads` ADD `listedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6)");
    // Existing ads are listed when they were created (updatedAt named so that ON UPDATE leaves it).
    await queryRunner.query("UPDATE `ads` SET `listedAt` = `createdAt`, `updatedAt` = `updatedAt`");
    await queryRunner.query("CREATE INDEX `IDX_ads_status` ON `ads` (`status`, `listedAt`)");
    await queryRunner.query("CREATE INDEX `IDX_ads_filter_location` ON `ads` (`locationId`, `status`, `listedAt`)");
    await queryRunner.query("CREATE INDEX `IDX_ads_filter_category` ON `ads` (`categoryId`, `status`, `listedAt`)");
    await queryRunner.query("CREATE INDEX `IDX_ads_filter_both` ON `ads` (`categoryId`, `locationId`, `status`, `listedAt`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_ads_filter_both` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_filter_category` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_filter_location` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_status` ON `ads`");
    await queryRunner.query("ALTER TABLE `ads` DROP COLUMN `listedAt`");
    await queryRunner.query("CREATE INDEX `IDX_ads_filter_both` ON `ads` (`categoryId`, `locationId`, `status`)");
    await queryRunner.query("CREATE INDEX `IDX_ads_filter_category` ON `ads` (`categoryId`, `status`)");
    await queryRunner.query("CREATE INDEX `IDX_ads_filter_location` ON `ads` (`locationId`, `status`)");
    await queryRunner.query("CREATE INDEX `IDX_ads_status` ON `ads` (`status`)");
  }
}
