import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

const optional = (name: string, length: number) => ({ name, type: 'varchar', length: String(length), isNullable: true });

/** The operator's contact details, one row; TypeORM writes each engine's DDL, so one class serves both lists. */
export class SiteSettings1796230000000 implements MigrationInterface {
  name = 'SiteSettings1796230000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // What TypeORM gives an @UpdateDateColumn: CURRENT_TIMESTAMP(6), also ON UPDATE, on MySQL/MariaDB; datetime('now') on SQLite.
    const now = queryRunner.connection.driver.mappedDataTypes.updateDateDefault;
    await queryRunner.createTable(
      new Table({
        name: 'site_settings',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          optional('supportEmail', 254),
          optional('supportPhone', 13),
          optional('xUrl', 200),
          optional('instagramUrl', 200),
          optional('facebookUrl', 200),
          optional('telegramUrl', 200),
          optional('legalEntityName', 200),
          optional('grievanceOfficerName', 100),
          optional('grievanceOfficerEmail', 254),
          { name: 'updatedAt', type: 'datetime', precision: 6, default: now, onUpdate: now },
        ],
      }),
    );
    // Nothing set: a new install shows no contact link until the operator enters one in the console.
    await queryRunner.query('INSERT INTO site_settings (id) VALUES (1)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('site_settings');
  }
}
