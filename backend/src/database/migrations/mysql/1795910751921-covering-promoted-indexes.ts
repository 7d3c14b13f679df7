import { MigrationInterface, QueryRunner } from 'typeorm';

export class CoveringPromotedIndexes1795910751921 implements MigrationInterface {
  name = 'CoveringPromotedIndexes1795910751921';

  // Simplified by hand from the generator's eight statements: one ALTER TABLE reads a big table once, and is all or nothing.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `ads` DROP INDEX `IDX_ads_promoted`, DROP INDEX `IDX_ads_promoted_location`, DROP INDEX `IDX_ads_promoted_category`, DROP INDEX `IDX_ads_promoted_both`, ' +
        'ADD INDEX `IDX_ads_promoted` (`status`, `promotedUntil`, `expiresAt`, `listedAt`, `id`, `slotId`), ' +
        'ADD INDEX `IDX_ads_promoted_location` (`locationId`, `status`, `promotedUntil`, `expiresAt`, `listedAt`, `id`, `slotId`), ' +
        'ADD INDEX `IDX_ads_promoted_category` (`categoryId`, `status`, `promotedUntil`, `expiresAt`, `listedAt`, `id`, `slotId`), ' +
        'ADD INDEX `IDX_ads_promoted_both` (`categoryId`, `locationId`, `status`, `promotedUntil`, `expiresAt`, `listedAt`, `id`, `slotId`)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE `ads` DROP INDEX `IDX_ads_promoted_both`, DROP INDEX `IDX_ads_promoted_category`, DROP INDEX `IDX_ads_promoted_location`, DROP INDEX `IDX_ads_promoted`, ' +
        'ADD INDEX `IDX_ads_promoted_both` (`categoryId`, `locationId`, `promotedUntil`), ADD INDEX `IDX_ads_promoted_category` (`categoryId`, `promotedUntil`), ' +
        'ADD INDEX `IDX_ads_promoted_location` (`locationId`, `promotedUntil`), ADD INDEX `IDX_ads_promoted` (`promotedUntil`)',
    );
  }
}
