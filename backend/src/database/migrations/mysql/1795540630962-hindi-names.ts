import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillHindiNames } from '../fill-hindi-names';

export class HindiNames1795540630962 implements MigrationInterface {
  name = 'HindiNames1795540630962';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `users` ADD `language` varchar(2) NOT NULL DEFAULT 'en'");
    await queryRunner.query("ALTER TABLE `categories` ADD `titleHi` varchar(60) NULL");
    await queryRunner.query("ALTER TABLE `locations` ADD `stateHi` varchar(100) NULL");
    await queryRunner.query("ALTER TABLE `locations` ADD `districtHi` varchar(100) NULL");
    await fillHindiNames(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `locations` DROP COLUMN `districtHi`");
    await queryRunner.query("ALTER TABLE `locations` DROP COLUMN `stateHi`");
    await queryRunner.query("ALTER TABLE `categories` DROP COLUMN `titleHi`");
    await queryRunner.query("ALTER TABLE `users` DROP COLUMN `language`");
  }
}
