import { MigrationInterface, QueryRunner } from 'typeorm';

export class PhoneReveals1795466937007 implements MigrationInterface {
  name = 'PhoneReveals1795466937007';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `ads` ADD `phoneReveals` int NOT NULL DEFAULT '0'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `ads` DROP COLUMN `phoneReveals`");
  }
}
