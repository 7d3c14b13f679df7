import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillHindiPlanNames } from '../fill-hindi-names';

export class HindiPlanNames1795566893723 implements MigrationInterface {
  name = 'HindiPlanNames1795566893723';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `time_slots` ADD `labelHi` varchar(60) NULL");
    await queryRunner.query("ALTER TABLE `promotions` ADD `packageNameHi` varchar(60) NULL");
    await queryRunner.query("ALTER TABLE `promotions` ADD `slotLabelHi` varchar(60) NULL");
    await queryRunner.query("ALTER TABLE `packages` ADD `nameHi` varchar(60) NULL");
    await fillHindiPlanNames(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `packages` DROP COLUMN `nameHi`");
    await queryRunner.query("ALTER TABLE `promotions` DROP COLUMN `slotLabelHi`");
    await queryRunner.query("ALTER TABLE `promotions` DROP COLUMN `packageNameHi`");
    await queryRunner.query("ALTER TABLE `time_slots` DROP COLUMN `labelHi`");
  }
}
