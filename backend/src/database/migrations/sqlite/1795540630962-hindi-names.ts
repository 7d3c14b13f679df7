import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillHindiNames } from '../fill-hindi-names';

export class HindiNames1795540630962 implements MigrationInterface {
  name = 'HindiNames1795540630962';

  // Simplified by hand from the generator's output, which rebuilt users, categories and locations (that
  // ads and others reference) to add the columns: SQLite adds a nullable or defaulted column in place.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "language" varchar(2) NOT NULL DEFAULT (\'en\')');
    await queryRunner.query('ALTER TABLE "categories" ADD COLUMN "titleHi" varchar(60)');
    await queryRunner.query('ALTER TABLE "locations" ADD COLUMN "stateHi" varchar(100)');
    await queryRunner.query('ALTER TABLE "locations" ADD COLUMN "districtHi" varchar(100)');
    await fillHindiNames(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "locations" DROP COLUMN "districtHi"');
    await queryRunner.query('ALTER TABLE "locations" DROP COLUMN "stateHi"');
    await queryRunner.query('ALTER TABLE "categories" DROP COLUMN "titleHi"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "language"');
  }
}
