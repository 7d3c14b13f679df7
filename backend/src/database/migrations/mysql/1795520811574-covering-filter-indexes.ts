import { MigrationInterface, QueryRunner } from 'typeorm';

export class CoveringFilterIndexes1795520811574 implements MigrationInterface {
  name = 'CoveringFilterIndexes1795520811574';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_ads_status` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_filter_location` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_filter_category` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_filter_both` ON `ads`");
    await queryRunner.query("CREATE INDEX `IDX_ads_status` ON `ads` (`status`, `listedAt`, `id`, `expiresAt`, `promotedUntil`)");
    await queryRunner.query("CREATE INDEX `IDX_ads_filter_location` ON `ads` (`locationId`, `status`, `listedAt`, `id`, `expiresAt`, `promotedUntil`)");
    await queryRunner.query("CREATE INDEX `IDX_ads_filter_category` ON `ads` (`categoryId`, `status`, `listedAt`, `id`, `expiresAt`, `promotedUntil`)");
    await queryRunner.query("CREATE INDEX `IDX_ads_filter_both` ON `ads` (`categoryId`, `locationId`, `status`, `listedAt`, `id`, `expiresAt`, `promotedUntil`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_ads_filter_both` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_filter_category` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_filter_location` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_status` ON `ads`");
    await queryRunner.query("CREATE INDEX `IDX_ads_filter_both` ON `ads` (`categoryId`, `locationId`, `status`, `listedAt`)");
    await queryRunner.query("CREATE INDEX `IDX_ads_filter_category` ON `ads` (`categoryId`, `status`, `listedAt`)");
    await queryRunner.query("CREATE INDEX `IDX_ads_filter_location` ON `ads` (`locationId`, `status`, `listedAt`)");
    await queryRunner.query("CREATE INDEX `IDX_ads_status` ON `ads` (`status`, `listedAt`)");
  }
}
