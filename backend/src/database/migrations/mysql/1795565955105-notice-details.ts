import { MigrationInterface, QueryRunner } from 'typeorm';

export class NoticeDetails1795565955105 implements MigrationInterface {
  name = 'NoticeDetails1795565955105';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `notices` ADD `details` text NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `notices` DROP COLUMN `details`");
  }
}
