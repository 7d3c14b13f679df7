import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DISTRICT_CENTROIDS } from '../district-centroids';

/**
 * Districts get their centroids (issue 44, "Locate me" and search by distance; docs/decisions/0043-district-centroids.md).
 * Plain ADD COLUMN on both engines (TypeORM's addColumn would rebuild the table on SQLite), then the values of the
 * reference data for the districts the seed created, found by their English names; a district an admin added keeps
 * null until an admin gives it coordinates in the console.
 */
export class DistrictCentroids1796600000000 implements MigrationInterface {
  name = 'DistrictCentroids1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE locations ADD COLUMN latitude double NULL');
    await queryRunner.query('ALTER TABLE locations ADD COLUMN longitude double NULL');
    for (const [state, districts] of Object.entries(DISTRICT_CENTROIDS)) {
      for (const [district, [latitude, longitude]] of Object.entries(districts)) {
        await queryRunner.query('UPDATE locations SET latitude = ?, longitude = ? WHERE state = ? AND district = ?', [latitude, longitude, state, district]);
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE locations DROP COLUMN longitude');
    await queryRunner.query('ALTER TABLE locations DROP COLUMN latitude');
  }
}
