import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Consent records (append-only) and the privacy notice's version each account last saw (issue 41, item 4;
 * docs/decisions/0038-consent.md). TypeORM writes each engine's DDL, and the ALTER is portable, so one class serves
 * both lists.
 */
export class Consents1796500000000 implements MigrationInterface {
  name = 'Consents1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // What TypeORM gives a @CreateDateColumn: CURRENT_TIMESTAMP(6) on MySQL/MariaDB, datetime('now') on SQLite.
    const now = queryRunner.connection.driver.mappedDataTypes.createDateDefault;
    await queryRunner.createTable(
      new Table({
        name: 'consents',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'userId', type: 'integer' },
          { name: 'purpose', type: 'varchar', length: '20' },
          { name: 'scope', type: 'varchar', length: '30', isNullable: true },
          { name: 'granted', type: 'boolean' },
          { name: 'noticeVersion', type: 'varchar', length: '10' },
          { name: 'source', type: 'varchar', length: '20' },
          { name: 'createdAt', type: 'datetime', precision: 6, default: now },
        ],
        indices: [{ name: 'IDX_consents_user', columnNames: ['userId', 'id'] }],
      }),
    );
    // Accounts made before the notice had a version have seen none: each is shown the notice once at its next visit.
    await queryRunner.query('ALTER TABLE users ADD COLUMN noticeVersion varchar(10) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE users DROP COLUMN noticeVersion');
    await queryRunner.dropTable('consents');
  }
}
