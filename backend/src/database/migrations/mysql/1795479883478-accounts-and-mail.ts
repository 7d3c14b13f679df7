import { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountsAndMail1795479883478 implements MigrationInterface {
  name = 'AccountsAndMail1795479883478';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `account_tokens` (`id` int NOT NULL AUTO_INCREMENT, `purpose` varchar(20) NOT NULL, `tokenHash` varchar(64) NOT NULL, `expiresAt` datetime(6) NOT NULL, `usedAt` datetime(6) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `userId` int NOT NULL, UNIQUE INDEX `UQ_account_tokens_hash` (`tokenHash`), INDEX `IDX_account_tokens_user` (`userId`, `purpose`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `sessions` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `expiresAt` datetime(6) NOT NULL, `endedAt` datetime(6) NULL, `userId` int NOT NULL, INDEX `IDX_sessions_expires` (`expiresAt`), INDEX `IDX_sessions_user` (`userId`, `endedAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `outbox_mails` (`id` int NOT NULL AUTO_INCREMENT, `eventKey` varchar(191) NOT NULL, `toAddress` varchar(254) NOT NULL, `subject` varchar(200) NOT NULL, `text` text NOT NULL, `html` text NOT NULL, `headers` varchar(1000) NOT NULL DEFAULT '{}', `status` varchar(10) NOT NULL DEFAULT 'PENDING', `attempts` int NOT NULL DEFAULT '0', `nextAttemptAt` datetime(6) NOT NULL, `claimedBy` varchar(40) NULL, `claimedUntil` datetime(6) NULL, `lastError` varchar(500) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `sentAt` datetime(6) NULL, UNIQUE INDEX `UQ_outbox_mails_event` (`eventKey`), INDEX `IDX_outbox_mails_due` (`status`, `nextAttemptAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query('ALTER TABLE `users` ADD `displayName` varchar(30) NULL');
    await queryRunner.query('ALTER TABLE `users` ADD `displayNameKey` varchar(30) NULL');
    await queryRunner.query('ALTER TABLE `users` ADD `phone` varchar(13) NULL');
    await queryRunner.query('ALTER TABLE `users` ADD `notifyPayments` tinyint NOT NULL DEFAULT 1');
    await queryRunner.query('ALTER TABLE `users` ADD `notifyAds` tinyint NOT NULL DEFAULT 1');
    await queryRunner.query('ALTER TABLE `users` ADD `mustChangePassword` tinyint NOT NULL DEFAULT 0');
    await queryRunner.query('ALTER TABLE `users` ADD `deletedAt` datetime(6) NULL');
    await queryRunner.query('CREATE UNIQUE INDEX `UQ_users_display_name` ON `users` (`displayNameKey`)');
    await queryRunner.query('ALTER TABLE `account_tokens` ADD CONSTRAINT `FK_account_tokens_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION');
    await queryRunner.query('ALTER TABLE `sessions` ADD CONSTRAINT `FK_sessions_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `sessions` DROP FOREIGN KEY `FK_sessions_user`');
    await queryRunner.query('ALTER TABLE `account_tokens` DROP FOREIGN KEY `FK_account_tokens_user`');
    await queryRunner.query('DROP INDEX `UQ_users_display_name` ON `users`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `deletedAt`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `mustChangePassword`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `notifyAds`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `notifyPayments`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `phone`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `displayNameKey`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `displayName`');
    await queryRunner.query('DROP INDEX `IDX_outbox_mails_due` ON `outbox_mails`');
    await queryRunner.query('DROP INDEX `UQ_outbox_mails_event` ON `outbox_mails`');
    await queryRunner.query('DROP TABLE `outbox_mails`');
    await queryRunner.query('DROP INDEX `IDX_sessions_user` ON `sessions`');
    await queryRunner.query('DROP INDEX `IDX_sessions_expires` ON `sessions`');
    await queryRunner.query('DROP TABLE `sessions`');
    await queryRunner.query('DROP INDEX `IDX_account_tokens_user` ON `account_tokens`');
    await queryRunner.query('DROP INDEX `UQ_account_tokens_hash` ON `account_tokens`');
    await queryRunner.query('DROP TABLE `account_tokens`');
  }
}
