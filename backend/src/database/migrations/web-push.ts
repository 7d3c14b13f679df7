import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { datetime, flag, id, reference, varchar } from './table-columns';


/**
 * Web Push (issue 44, docs/decisions/0044-web-push.md): browsers' subscriptions, the kinds of push each user wants and
 * the push outbox. TypeORM writes each engine's DDL, so one class serves both lists.
 */
export class WebPush1796610000000 implements MigrationInterface {
  name = 'WebPush1796610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const now = queryRunner.connection.driver.mappedDataTypes.createDateDefault;
    await queryRunner.createTable(
      new Table({
        name: 'push_subscriptions',
        columns: [id, { name: 'userId', type: 'integer' }, varchar('endpointHash', 64), varchar('endpoint', 1000), varchar('p256dh', 100), varchar('auth', 50), { name: 'createdAt', type: 'datetime', precision: 6, default: now }],
        indices: [
          { name: 'UQ_push_subscriptions_endpoint', columnNames: ['endpointHash'], isUnique: true },
          { name: 'IDX_push_subscriptions_user', columnNames: ['userId'] },
        ],
        foreignKeys: [reference('FK_push_subscriptions_user', 'users', 'userId')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'push_settings',
        columns: [{ name: 'userId', type: 'integer', isPrimary: true }, flag('messages', 1), flag('searchAlerts', 1), flag('adExpiry', 1)],
        foreignKeys: [reference('FK_push_settings_user', 'users', 'userId')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'push_outbox',
        columns: [
          id,
          varchar('eventKey', 191),
          { name: 'subscriptionId', type: 'integer' },
          varchar('payload', 1000),
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
          { name: 'UQ_push_outbox_event', columnNames: ['eventKey'], isUnique: true },
          { name: 'IDX_push_outbox_due', columnNames: ['status', 'nextAttemptAt'] },
          { name: 'IDX_push_outbox_subscription', columnNames: ['subscriptionId'] },
        ],
        foreignKeys: [reference('FK_push_outbox_subscription', 'push_subscriptions', 'subscriptionId')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('push_outbox');
    await queryRunner.dropTable('push_settings');
    await queryRunner.dropTable('push_subscriptions');
  }
}
