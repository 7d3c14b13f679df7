import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillHindiPlanNames } from '../fill-hindi-names';

export class HindiPlanNames1795566893723 implements MigrationInterface {
  name = 'HindiPlanNames1795566893723';

  // Simplified by hand from the generator's output, which rebuilt the three tables: SQLite adds a nullable column in place.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "packages" ADD COLUMN "nameHi" varchar(60)');
    await queryRunner.query('ALTER TABLE "time_slots" ADD COLUMN "labelHi" varchar(60)');
    await queryRunner.query('ALTER TABLE "promotions" ADD COLUMN "packageNameHi" varchar(60)');
    await queryRunner.query('ALTER TABLE "promotions" ADD COLUMN "slotLabelHi" varchar(60)');
    await fillHindiPlanNames(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "promotions" DROP COLUMN "slotLabelHi"');
    await queryRunner.query('ALTER TABLE "promotions" DROP COLUMN "packageNameHi"');
    await queryRunner.query('ALTER TABLE "time_slots" DROP COLUMN "labelHi"');
    await queryRunner.query('ALTER TABLE "packages" DROP COLUMN "nameHi"');
  }
}
