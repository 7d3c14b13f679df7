import { MigrationInterface, QueryRunner } from 'typeorm';

export class MoneyReviewsAndIdempotency1795466406593 implements MigrationInterface {
  name = 'MoneyReviewsAndIdempotency1795466406593';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"idempotency_keys\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"key\" varchar(255) NOT NULL, \"request\" varchar(64) NOT NULL, \"answer\" text, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"userId\" integer NOT NULL)");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_idempotency_keys_user_key\" ON \"idempotency_keys\" (\"userId\", \"key\") ");
    await queryRunner.query("DROP INDEX \"IDX_payments_status\"");
    await queryRunner.query("DROP INDEX \"IDX_payments_user\"");
    await queryRunner.query("DROP INDEX \"UQ_payments_transaction_id\"");
    await queryRunner.query("CREATE TABLE \"temporary_payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"upiId\" varchar(100) NOT NULL, \"transactionId\" varchar(12) NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('PENDING'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"reviewedAt\" datetime(6), \"userId\" integer NOT NULL, \"reviewedById\" integer, CONSTRAINT \"FK_payments_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_payments\"(\"id\", \"amountPaise\", \"upiId\", \"transactionId\", \"status\", \"createdAt\", \"reviewedAt\", \"userId\") SELECT \"id\", \"amountPaise\", \"upiId\", \"transactionId\", \"status\", \"createdAt\", \"reviewedAt\", \"userId\" FROM \"payments\"");
    await queryRunner.query("DROP TABLE \"payments\"");
    await queryRunner.query("ALTER TABLE \"temporary_payments\" RENAME TO \"payments\"");
    await queryRunner.query("CREATE INDEX \"IDX_payments_status\" ON \"payments\" (\"status\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payments_user\" ON \"payments\" (\"userId\", \"createdAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_payments_transaction_id\" ON \"payments\" (\"transactionId\") ");
    await queryRunner.query("DROP INDEX \"UQ_idempotency_keys_user_key\"");
    await queryRunner.query("CREATE TABLE \"temporary_idempotency_keys\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"key\" varchar(255) NOT NULL, \"request\" varchar(64) NOT NULL, \"answer\" text, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"userId\" integer NOT NULL, CONSTRAINT \"FK_idempotency_keys_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_idempotency_keys\"(\"id\", \"key\", \"request\", \"answer\", \"createdAt\", \"userId\") SELECT \"id\", \"key\", \"request\", \"answer\", \"createdAt\", \"userId\" FROM \"idempotency_keys\"");
    await queryRunner.query("DROP TABLE \"idempotency_keys\"");
    await queryRunner.query("ALTER TABLE \"temporary_idempotency_keys\" RENAME TO \"idempotency_keys\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_idempotency_keys_user_key\" ON \"idempotency_keys\" (\"userId\", \"key\") ");
    await queryRunner.query("DROP INDEX \"IDX_payments_status\"");
    await queryRunner.query("DROP INDEX \"IDX_payments_user\"");
    await queryRunner.query("DROP INDEX \"UQ_payments_transaction_id\"");
    await queryRunner.query("CREATE TABLE \"temporary_payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"upiId\" varchar(100) NOT NULL, \"transactionId\" varchar(12) NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('PENDING'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"reviewedAt\" datetime(6), \"userId\" integer NOT NULL, \"reviewedById\" integer, CONSTRAINT \"FK_payments_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT \"FK_payments_reviewed_by\" FOREIGN KEY (\"reviewedById\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_payments\"(\"id\", \"amountPaise\", \"upiId\", \"transactionId\", \"status\", \"createdAt\", \"reviewedAt\", \"userId\", \"reviewedById\") SELECT \"id\", \"amountPaise\", \"upiId\", \"transactionId\", \"status\", \"createdAt\", \"reviewedAt\", \"userId\", \"reviewedById\" FROM \"payments\"");
    await queryRunner.query("DROP TABLE \"payments\"");
    await queryRunner.query("ALTER TABLE \"temporary_payments\" RENAME TO \"payments\"");
    await queryRunner.query("CREATE INDEX \"IDX_payments_status\" ON \"payments\" (\"status\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payments_user\" ON \"payments\" (\"userId\", \"createdAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_payments_transaction_id\" ON \"payments\" (\"transactionId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"UQ_payments_transaction_id\"");
    await queryRunner.query("DROP INDEX \"IDX_payments_user\"");
    await queryRunner.query("DROP INDEX \"IDX_payments_status\"");
    await queryRunner.query("ALTER TABLE \"payments\" RENAME TO \"temporary_payments\"");
    await queryRunner.query("CREATE TABLE \"payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"upiId\" varchar(100) NOT NULL, \"transactionId\" varchar(12) NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('PENDING'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"reviewedAt\" datetime(6), \"userId\" integer NOT NULL, \"reviewedById\" integer, CONSTRAINT \"FK_payments_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"payments\"(\"id\", \"amountPaise\", \"upiId\", \"transactionId\", \"status\", \"createdAt\", \"reviewedAt\", \"userId\", \"reviewedById\") SELECT \"id\", \"amountPaise\", \"upiId\", \"transactionId\", \"status\", \"createdAt\", \"reviewedAt\", \"userId\", \"reviewedById\" FROM \"temporary_payments\"");
    await queryRunner.query("DROP TABLE \"temporary_payments\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_payments_transaction_id\" ON \"payments\" (\"transactionId\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payments_user\" ON \"payments\" (\"userId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payments_status\" ON \"payments\" (\"status\", \"createdAt\") ");
    await queryRunner.query("DROP INDEX \"UQ_idempotency_keys_user_key\"");
    await queryRunner.query("ALTER TABLE \"idempotency_keys\" RENAME TO \"temporary_idempotency_keys\"");
    await queryRunner.query("CREATE TABLE \"idempotency_keys\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"key\" varchar(255) NOT NULL, \"request\" varchar(64) NOT NULL, \"answer\" text, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"userId\" integer NOT NULL)");
    await queryRunner.query("INSERT INTO \"idempotency_keys\"(\"id\", \"key\", \"request\", \"answer\", \"createdAt\", \"userId\") SELECT \"id\", \"key\", \"request\", \"answer\", \"createdAt\", \"userId\" FROM \"temporary_idempotency_keys\"");
    await queryRunner.query("DROP TABLE \"temporary_idempotency_keys\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_idempotency_keys_user_key\" ON \"idempotency_keys\" (\"userId\", \"key\") ");
    await queryRunner.query("DROP INDEX \"UQ_payments_transaction_id\"");
    await queryRunner.query("DROP INDEX \"IDX_payments_user\"");
    await queryRunner.query("DROP INDEX \"IDX_payments_status\"");
    await queryRunner.query("ALTER TABLE \"payments\" RENAME TO \"temporary_payments\"");
    await queryRunner.query("CREATE TABLE \"payments\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"amountPaise\" bigint NOT NULL, \"upiId\" varchar(100) NOT NULL, \"transactionId\" varchar(12) NOT NULL, \"status\" varchar(10) NOT NULL DEFAULT ('PENDING'), \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"reviewedAt\" datetime(6), \"userId\" integer NOT NULL, CONSTRAINT \"FK_payments_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"payments\"(\"id\", \"amountPaise\", \"upiId\", \"transactionId\", \"status\", \"createdAt\", \"reviewedAt\", \"userId\") SELECT \"id\", \"amountPaise\", \"upiId\", \"transactionId\", \"status\", \"createdAt\", \"reviewedAt\", \"userId\" FROM \"temporary_payments\"");
    await queryRunner.query("DROP TABLE \"temporary_payments\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_payments_transaction_id\" ON \"payments\" (\"transactionId\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payments_user\" ON \"payments\" (\"userId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payments_status\" ON \"payments\" (\"status\", \"createdAt\") ");
    await queryRunner.query("DROP INDEX \"UQ_idempotency_keys_user_key\"");
    await queryRunner.query("DROP TABLE \"idempotency_keys\"");
  }
}
