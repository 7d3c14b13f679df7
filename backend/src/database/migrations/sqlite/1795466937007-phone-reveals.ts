import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hand-written: the generator rebuilds the ads table to add a column, which would drop the
 * full-text triggers on it (AdsFullText); SQLite adds a column with a default in place.
 */
export class PhoneReveals1795466937007 implements MigrationInterface {
  name = 'PhoneReveals1795466937007';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "ads" ADD COLUMN "phoneReveals" integer NOT NULL DEFAULT (0)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "ads" DROP COLUMN "phoneReveals"');
  }
}
