import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The badges buyers can filter on (issue 42): when an ad's phone number and photos were last proved, kept on the ad
 * itself so that search filters and cards read them without a join; the two filters in saved searches; and whether a seller has a public page (on unless
 * they turn it off). Plain ADD COLUMN on both engines: on SQLite it keeps the ads table, its indexes and its full-text
 * triggers as they are (TypeORM's addColumn would rebuild the table).
 */
export class SellerBadges1796550000000 implements MigrationInterface {
  name = 'SellerBadges1796550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE ads ADD COLUMN phoneVerifiedAt datetime(6) NULL');
    await queryRunner.query('ALTER TABLE ads ADD COLUMN photosVerifiedAt datetime(6) NULL');
    await queryRunner.query('ALTER TABLE saved_searches ADD COLUMN phoneVerified boolean NOT NULL DEFAULT 0');
    await queryRunner.query('ALTER TABLE saved_searches ADD COLUMN photosVerified boolean NOT NULL DEFAULT 0');
    await queryRunner.query('ALTER TABLE users ADD COLUMN publicPage boolean NOT NULL DEFAULT 1');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP COLUMN publicPage');
    await queryRunner.query('ALTER TABLE saved_searches DROP COLUMN photosVerified');
    await queryRunner.query('ALTER TABLE saved_searches DROP COLUMN phoneVerified');
    await queryRunner.query('ALTER TABLE ads DROP COLUMN photosVerifiedAt');
    await queryRunner.query('ALTER TABLE ads DROP COLUMN phoneVerifiedAt');
  }
}
