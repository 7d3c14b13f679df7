import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';
import { datetime, id, reference, varchar } from './table-columns';


/**
 * Photo verification requests (issue 42): a seller's private selfie holding a one-time code, decided by a moderator.
 * `openAdId` is the ad's id while the request is open and null once decided: its unique index allows one open request
 * per ad on both engines. TypeORM writes each engine's DDL, so one class serves both lists.
 */
export class PhotoVerifications1796580000000 implements MigrationInterface {
  name = 'PhotoVerifications1796580000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'photo_verifications',
        columns: [
          id,
          { name: 'adId', type: 'integer', isNullable: true },
          { name: 'openAdId', type: 'integer', isNullable: true },
          { name: 'sellerId', type: 'integer' },
          varchar('code', 6),
          varchar('status', 16),
          varchar('selfie', 64, { isNullable: true }),
          varchar('reason', 20, { isNullable: true }),
          varchar('note', 500, { isNullable: true }),
          { name: 'decidedById', type: 'integer', isNullable: true },
          datetime('createdAt'),
          datetime('submittedAt', true),
          datetime('decidedAt', true),
          varchar('photoHashes', 200, { isNullable: true }),
        ],
        indices: [
          { name: 'UQ_photo_verifications_open', columnNames: ['openAdId'], isUnique: true },
          { name: 'IDX_photo_verifications_ad', columnNames: ['adId', 'id'] },
          { name: 'IDX_photo_verifications_seller', columnNames: ['sellerId', 'createdAt'] },
          { name: 'IDX_photo_verifications_queue', columnNames: ['status', 'submittedAt'] },
        ],
        foreignKeys: [
          reference('FK_photo_verifications_ad', 'ads', 'adId', 'SET NULL'),
          reference('FK_photo_verifications_seller', 'users', 'sellerId', 'CASCADE'),
          reference('FK_photo_verifications_admin', 'users', 'decidedById', 'SET NULL'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('photo_verifications');
  }
}
