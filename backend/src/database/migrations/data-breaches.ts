import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

const text = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'text', isNullable });
const varchar = (name: string, length: number, isNullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable });
const datetime = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'datetime', precision: 6, isNullable });

/**
 * Personal-data breaches the operator records, and the people each affects with when they were mailed (issue 41,
 * item 6). TypeORM writes each engine's DDL, so one class serves both lists.
 */
export class DataBreaches1796400000000 implements MigrationInterface {
  name = 'DataBreaches1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // What TypeORM gives a @CreateDateColumn: CURRENT_TIMESTAMP(6) on MySQL/MariaDB, datetime('now') on SQLite.
    const now = queryRunner.connection.driver.mappedDataTypes.createDateDefault;
    await queryRunner.createTable(
      new Table({
        name: 'data_breaches',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          text('summary'),
          text('summaryHi', true),
          varchar('dataAffected', 1000),
          varchar('dataAffectedHi', 1000, true),
          text('consequences'),
          text('consequencesHi', true),
          text('measuresTaken'),
          text('measuresTakenHi', true),
          text('userSteps'),
          text('userStepsHi', true),
          text('cause', true),
          text('remedialMeasures', true),
          datetime('occurredAt', true),
          datetime('discoveredAt'),
          { name: 'allUsers', type: 'boolean', default: 0 },
          datetime('usersNotifiedAt', true),
          datetime('boardIntimatedAt', true),
          datetime('boardReportedAt', true),
          { name: 'recordedById', type: 'integer', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 6, default: now },
        ],
        indices: [{ name: 'IDX_data_breaches_recorded_by', columnNames: ['recordedById'] }],
        foreignKeys: [{ name: 'FK_data_breaches_recorded_by', columnNames: ['recordedById'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'SET NULL', onUpdate: 'NO ACTION' }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'data_breach_recipients',
        columns: [
          { name: 'breachId', type: 'integer', isPrimary: true },
          { name: 'userId', type: 'integer', isPrimary: true },
          datetime('notifiedAt', true),
        ],
        indices: [{ name: 'IDX_data_breach_recipients_user', columnNames: ['userId'] }],
        foreignKeys: [
          { name: 'FK_data_breach_recipients_breach', columnNames: ['breachId'], referencedTableName: 'data_breaches', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'NO ACTION' },
          { name: 'FK_data_breach_recipients_user', columnNames: ['userId'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE', onUpdate: 'NO ACTION' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('data_breach_recipients');
    await queryRunner.dropTable('data_breaches');
  }
}
