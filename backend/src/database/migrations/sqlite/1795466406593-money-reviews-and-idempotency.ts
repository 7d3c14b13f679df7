import { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexes, dropIndexes, rebuildTable, rebuildTableRenamingFirst } from './alter-table';

/** The indexes of payments, in the order the generator drops and creates them when it rebuilds the table. */
const PAYMENTS_INDEXES = ['CREATE INDEX "IDX_payments_status" ON "payments" ("status", "createdAt") ', 'CREATE INDEX "IDX_payments_user" ON "payments" ("userId", "createdAt") ', 'CREATE UNIQUE INDEX "UQ_payments_transaction_id" ON "payments" ("transactionId") '];

export class MoneyReviewsAndIdempotency1795466406593 implements MigrationInterface {
  name = 'MoneyReviewsAndIdempotency1795466406593';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"idempotency_keys\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"key\" varchar(255) NOT NULL, \"request\" varchar(64) NOT NULL, \"answer\" text, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"userId\" integer NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_idempotency_keys_user_key\" ON \"idempotency_keys\" (\"userId\", \"key\") ");
    await dropIndexes(queryRunner, PAYMENTS_INDEXES);
    await rebuildTable(queryRunner, 'payments', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"upiId\" varchar(100) NOT NULL, \"transactionId\" varchar(12) NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('PENDING'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"reviewedAt\" datetime(6), \"userId\" integer NOT NULL, \"reviewedById\" integer, CONSTRAINT \"FK_payments_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)", ['id', 'amountPaise', 'upiId', 'transactionId', 'status', 'createdAt', 'reviewedAt', 'userId']);
    await createIndexes(queryRunner, PAYMENTS_INDEXES);
    await queryRunner.query("DROP INDEX \"UQ_idempotency_keys_user_key\"");
    await rebuildTable(queryRunner, 'idempotency_keys', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"key\" varchar(255) NOT NULL, \"request\" varchar(64) NOT NULL, \"answer\" text, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"userId\" integer NOT NULL, CONSTRAINT \"FK_idempotency_keys_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)", ['id', 'key', 'request', 'answer', 'createdAt', 'userId']);
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_idempotency_keys_user_key\" ON \"idempotency_keys\" (\"userId\", \"key\") ");
    await dropIndexes(queryRunner, PAYMENTS_INDEXES);
    await rebuildTable(queryRunner, 'payments', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"upiId\" varchar(100) NOT NULL, \"transactionId\" varchar(12) NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('PENDING'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"reviewedAt\" datetime(6), \"userId\" integer NOT NULL, \"reviewedById\" integer, CONSTRAINT \"FK_payments_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_payments_reviewed_by\" FOREIGN KEY (\"reviewedById\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)", ['id', 'amountPaise', 'upiId', 'transactionId', 'status', 'createdAt', 'reviewedAt', 'userId', 'reviewedById']);
    await createIndexes(queryRunner, PAYMENTS_INDEXES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexes(queryRunner, PAYMENTS_INDEXES.toReversed());
    await rebuildTableRenamingFirst(queryRunner, 'payments', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"upiId\" varchar(100) NOT NULL, \"transactionId\" varchar(12) NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('PENDING'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"reviewedAt\" datetime(6), \"userId\" integer NOT NULL, \"reviewedById\" integer, CONSTRAINT \"FK_payments_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)", ['id', 'amountPaise', 'upiId', 'transactionId', 'status', 'createdAt', 'reviewedAt', 'userId', 'reviewedById']);
    await createIndexes(queryRunner, PAYMENTS_INDEXES.toReversed());
    await queryRunner.query("DROP INDEX \"UQ_idempotency_keys_user_key\"");
    await rebuildTableRenamingFirst(queryRunner, 'idempotency_keys', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"key\" varchar(255) NOT NULL, \"request\" varchar(64) NOT NULL, \"answer\" text, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"userId\" integer NOT NULL)", ['id', 'key', 'request', 'answer', 'createdAt', 'userId']);
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_idempotency_keys_user_key\" ON \"idempotency_keys\" (\"userId\", \"key\") ");
    await dropIndexes(queryRunner, PAYMENTS_INDEXES.toReversed());
    await rebuildTableRenamingFirst(queryRunner, 'payments', "(\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"upiId\" varchar(100) NOT NULL, \"transactionId\" varchar(12) NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('PENDING'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"reviewedAt\" datetime(6), \"userId\" integer NOT NULL, CONSTRAINT \"FK_payments_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)", ['id', 'amountPaise', 'upiId', 'transactionId', 'status', 'createdAt', 'reviewedAt', 'userId']);
    await createIndexes(queryRunner, PAYMENTS_INDEXES.toReversed());
    await queryRunner.query("DROP INDEX \"UQ_idempotency_keys_user_key\"");
    await queryRunner.query("DROP TABLE \"idempotency_keys\"");
  }
}
