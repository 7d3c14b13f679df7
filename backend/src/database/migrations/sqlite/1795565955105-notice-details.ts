import { MigrationInterface, QueryRunner } from 'typeorm';

/** Written by hand: a nullable column at the end is what the generator's table copy builds, in one statement. */
export class NoticeDetails1795565955105 implements MigrationInterface {
  name = 'NoticeDetails1795565955105';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "notices" ADD COLUMN "details" text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "notices" DROP COLUMN "details"');
  }
}
