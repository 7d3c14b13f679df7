import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bytes stored per ad photo, for sellers' storage quota (docs/security.md, "Uploads"). Older photos count as 0.
 * Hand-written: SQLite adds a column with a default in place, where the generator would copy the table.
 */
export class AdImageBytes1795468513371 implements MigrationInterface {
  name = 'AdImageBytes1795468513371';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "ad_images" ADD COLUMN "bytes" integer NOT NULL DEFAULT (0)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "ad_images" DROP COLUMN "bytes"');
  }
}
