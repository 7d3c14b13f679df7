import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { datetime, id, reference, varchar } from './table-columns';


/**
 * Phone numbers proved by a code (issue 42): the SMS outbox, the codes sent (as hashes) and the numbers proved, one
 * account at a time. TypeORM writes each engine's DDL, so one class serves both lists.
 */
export class PhoneVerification1796560000000 implements MigrationInterface {
  name = 'PhoneVerification1796560000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // What TypeORM gives a @CreateDateColumn: CURRENT_TIMESTAMP(6) on MySQL/MariaDB, datetime('now') on SQLite.
    const now = queryRunner.connection.driver.mappedDataTypes.createDateDefault;
    await queryRunner.createTable(
      new Table({
        name: 'sms_outbox',
        columns: [
          id,
          varchar('eventKey', 191),
          varchar('toNumber', 16),
          varchar('text', 500),
          varchar('status', 10, { default: "'PENDING'" }),
          { name: 'attempts', type: 'integer', default: 0 },
          datetime('nextAttemptAt'),
          varchar('claimedBy', 40, { isNullable: true }),
          datetime('claimedUntil', true),
          varchar('lastError', 500, { isNullable: true }),
          { name: 'createdAt', type: 'datetime', precision: 6, default: now },
          datetime('sentAt', true),
        ],
        indices: [
          { name: 'UQ_sms_outbox_event', columnNames: ['eventKey'], isUnique: true },
          { name: 'IDX_sms_outbox_due', columnNames: ['status', 'nextAttemptAt'] },
          { name: 'IDX_sms_outbox_to', columnNames: ['toNumber'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'phone_codes',
        columns: [id, { name: 'userId', type: 'integer' }, varchar('phone', 16), varchar('codeHash', 64), { name: 'attempts', type: 'integer', default: 0 }, datetime('usedAt', true), datetime('expiresAt'), datetime('createdAt')],
        indices: [
          { name: 'IDX_phone_codes_phone', columnNames: ['phone', 'createdAt'] },
          { name: 'IDX_phone_codes_user', columnNames: ['userId', 'createdAt'] },
        ],
        foreignKeys: [reference('FK_phone_codes_user', 'users', 'userId')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'verified_phones',
        columns: [id, { name: 'userId', type: 'integer' }, varchar('phone', 16), datetime('verifiedAt')],
        indices: [
          { name: 'UQ_verified_phones_phone', columnNames: ['phone'], isUnique: true },
          { name: 'IDX_verified_phones_user', columnNames: ['userId'] },
        ],
        foreignKeys: [reference('FK_verified_phones_user', 'users', 'userId')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('verified_phones');
    await queryRunner.dropTable('phone_codes');
    await queryRunner.dropTable('sms_outbox');
  }
}
