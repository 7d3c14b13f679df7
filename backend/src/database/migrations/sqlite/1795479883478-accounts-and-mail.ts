import { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumns, dropColumns } from './alter-table';

/** The columns users gains, added in place (see below). */
const USERS_COLUMNS = ['"displayName" varchar(30)', '"displayNameKey" varchar(30)', '"phone" varchar(13)', '"notifyPayments" boolean NOT NULL DEFAULT (1)', '"notifyAds" boolean NOT NULL DEFAULT (1)', '"mustChangePassword" boolean NOT NULL DEFAULT (0)', '"deletedAt" datetime(6)'];

export class AccountsAndMail1795479883478 implements MigrationInterface {
  name = 'AccountsAndMail1795479883478';

  // Written by hand from the generator's output: columns are added to users in place, because
  // rebuilding the table would have SQLite delete the rows that reference it.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "account_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "purpose" varchar(20) NOT NULL, "tokenHash" varchar(64) NOT NULL, "expiresAt" datetime(6) NOT NULL, "usedAt" datetime(6), "createdAt" datetime(6) NOT NULL DEFAULT (datetime(\'now\')), "userId" integer NOT NULL, CONSTRAINT "FK_account_tokens_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_account_tokens_hash" ON "account_tokens" ("tokenHash") ');
    await queryRunner.query('CREATE INDEX "IDX_account_tokens_user" ON "account_tokens" ("userId", "purpose", "createdAt") ');
    await queryRunner.query(
      'CREATE TABLE "sessions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime(\'now\')), "expiresAt" datetime(6) NOT NULL, "endedAt" datetime(6), "userId" integer NOT NULL, CONSTRAINT "FK_sessions_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query('CREATE INDEX "IDX_sessions_expires" ON "sessions" ("expiresAt") ');
    await queryRunner.query('CREATE INDEX "IDX_sessions_user" ON "sessions" ("userId", "endedAt") ');
    await queryRunner.query(
      'CREATE TABLE "outbox_mails" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "eventKey" varchar(191) NOT NULL, "toAddress" varchar(254) NOT NULL, "subject" varchar(200) NOT NULL, "text" text NOT NULL, "html" text NOT NULL, "headers" varchar(1000) NOT NULL DEFAULT (\'{}\'), "status" varchar(10) NOT NULL DEFAULT (\'PENDING\'), "attempts" integer NOT NULL DEFAULT (0), "nextAttemptAt" datetime(6) NOT NULL, "claimedBy" varchar(40), "claimedUntil" datetime(6), "lastError" varchar(500), "createdAt" datetime(6) NOT NULL DEFAULT (datetime(\'now\')), "sentAt" datetime(6))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_outbox_mails_event" ON "outbox_mails" ("eventKey") ');
    await queryRunner.query('CREATE INDEX "IDX_outbox_mails_due" ON "outbox_mails" ("status", "nextAttemptAt") ');
    await addColumns(queryRunner, 'users', USERS_COLUMNS);
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_users_display_name" ON "users" ("displayNameKey") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_users_display_name"');
    await dropColumns(queryRunner, 'users', ['deletedAt', 'mustChangePassword', 'notifyAds', 'notifyPayments', 'phone', 'displayNameKey', 'displayName']);
    await queryRunner.query('DROP TABLE "outbox_mails"');
    await queryRunner.query('DROP TABLE "sessions"');
    await queryRunner.query('DROP TABLE "account_tokens"');
  }
}
