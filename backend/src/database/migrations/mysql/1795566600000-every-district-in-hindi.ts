import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillHindiNames } from '../fill-hindi-names';

/** The districts that had no Hindi name (216 of 780) get one; a name an admin already gave is kept. Data only. */
export class EveryDistrictInHindi1795566600000 implements MigrationInterface {
  name = 'EveryDistrictInHindi1795566600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await fillHindiNames(queryRunner, { missing: true });
  }

  // The names stay: they were null before, and an admin may have written some of them since.
  async down(): Promise<void> {}
}
