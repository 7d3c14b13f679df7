import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { datetime, id, reference, text, varchar } from './table-columns';


/**
 * Complaints to the Grievance Officer, their history, and the photos taken down for one (issue 41, items 1 and 2).
 * TypeORM writes each engine's DDL, so one class serves both lists.
 */
export class Complaints1796300000000 implements MigrationInterface {
  name = 'Complaints1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // What TypeORM gives an @UpdateDateColumn: CURRENT_TIMESTAMP(6), also ON UPDATE, on MySQL/MariaDB; datetime('now') on SQLite.
    const now = queryRunner.connection.driver.mappedDataTypes.updateDateDefault;
    await queryRunner.createTable(
      new Table({
        name: 'complaints',
        columns: [
          id,
          varchar('ticket', 11),
          varchar('keyHash', 43),
          varchar('kind', 20),
          varchar('status', 10, { default: "'OPEN'" }),
          varchar('name', 100),
          varchar('email', 254),
          text('details'),
          { name: 'onBehalfOf', type: 'boolean', default: 0 },
          varchar('url', 500, { isNullable: true }),
          { name: 'adId', type: 'integer', isNullable: true },
          { name: 'userId', type: 'integer', isNullable: true },
          varchar('language', 2, { default: "'en'" }),
          datetime('createdAt'),
          datetime('acknowledgedAt', true),
          datetime('acknowledgeDueAt'),
          datetime('disposeDueAt'),
          datetime('removalDueAt', true),
          datetime('removedAt', true),
          datetime('nextDueAt', true),
          varchar('outcome', 2000, { isNullable: true }),
          datetime('closedAt', true),
          text('appealText', true),
          datetime('appealedAt', true),
          { name: 'updatedAt', type: 'datetime', precision: 6, default: now, onUpdate: now },
        ],
        indices: [
          { name: 'UQ_complaints_ticket', columnNames: ['ticket'], isUnique: true },
          { name: 'IDX_complaints_queue', columnNames: ['status', 'nextDueAt'] },
          { name: 'IDX_complaints_ad', columnNames: ['adId'] },
        ],
        foreignKeys: [reference('FK_complaints_ad', 'ads', 'adId', 'SET NULL'), reference('FK_complaints_user', 'users', 'userId', 'SET NULL')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'complaint_events',
        columns: [id, varchar('type', 20), text('message', true), datetime('at'), { name: 'complaintId', type: 'integer' }, { name: 'adminId', type: 'integer', isNullable: true }],
        indices: [{ name: 'IDX_complaint_events_complaint', columnNames: ['complaintId', 'at'] }],
        foreignKeys: [reference('FK_complaint_events_complaint', 'complaints', 'complaintId', 'CASCADE'), reference('FK_complaint_events_admin', 'users', 'adminId', 'SET NULL')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'blocked_photos',
        columns: [id, { name: 'adId', type: 'integer' }, varchar('slice', 7), varchar('phash', 16), datetime('createdAt'), { name: 'complaintId', type: 'integer' }],
        indices: [
          { name: 'IDX_blocked_photos_slice', columnNames: ['slice'] },
          { name: 'IDX_blocked_photos_complaint', columnNames: ['complaintId'] },
        ],
        foreignKeys: [reference('FK_blocked_photos_complaint', 'complaints', 'complaintId', 'CASCADE')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('blocked_photos');
    await queryRunner.dropTable('complaint_events');
    await queryRunner.dropTable('complaints');
  }
}
