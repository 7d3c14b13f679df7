import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

const optional = (name: string, length: number) => new TableColumn({ name, type: 'varchar', length: String(length), isNullable: true });

/**
 * What the legal pages name besides the grievance officer (issue 41, item 3): the officer's postal address and phone
 * (IT Rules 2021, rule 3(2)), the contact for personal-data questions (DPDP Act 2023) and the courts' jurisdiction.
 * All unset: the storefront keeps its own texts until the operator enters them. TypeORM writes each engine's DDL
 * (on SQLite it rebuilds the table), so one class serves both lists.
 */
export class SiteSettingsForTheLaw1796297333756 implements MigrationInterface {
  name = 'SiteSettingsForTheLaw1796297333756';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('site_settings', [
      optional('grievanceOfficerAddress', 500),
      optional('grievanceOfficerPhone', 13),
      optional('dataProtectionEmail', 254),
      optional('jurisdiction', 100),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('site_settings', ['jurisdiction', 'dataProtectionEmail', 'grievanceOfficerPhone', 'grievanceOfficerAddress']);
  }
}
