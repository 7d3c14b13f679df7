import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Who viewed an ad on a day, so that a viewer counts once a day; TypeORM writes each engine's DDL, so one class serves both lists. */
export class AdViewers1796200000000 implements MigrationInterface {
  name = 'AdViewers1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'ad_viewers',
        columns: [
          { name: 'day', type: 'varchar', length: '10', isPrimary: true },
          // 'integer': SQLite's name for what the entity's 'int' becomes; MySQL stores it as int.
          { name: 'adId', type: 'integer', isPrimary: true },
          { name: 'viewerKey', type: 'varchar', length: '22', isPrimary: true },
          { name: 'batch', type: 'integer', default: '0' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('ad_viewers');
  }
}
