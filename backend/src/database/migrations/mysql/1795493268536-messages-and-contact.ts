import { MigrationInterface, QueryRunner } from 'typeorm';

export class MessagesAndContact1795493268536 implements MigrationInterface {
  name = 'MessagesAndContact1795493268536';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `conversations` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `lastMessageAt` datetime(6) NOT NULL, `buyerUnread` int NOT NULL DEFAULT '0', `sellerUnread` int NOT NULL DEFAULT '0', `buyerMailedAt` datetime(6) NULL, `sellerMailedAt` datetime(6) NULL, `adId` int NOT NULL, `buyerId` int NOT NULL, `sellerId` int NOT NULL, INDEX `IDX_conversations_seller` (`sellerId`, `lastMessageAt`), INDEX `IDX_conversations_buyer` (`buyerId`, `lastMessageAt`), UNIQUE INDEX `UQ_conversations_ad_buyer` (`adId`, `buyerId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `messages` (`id` int NOT NULL AUTO_INCREMENT, `side` varchar(6) NOT NULL, `text` text NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `conversationId` int NOT NULL, INDEX `IDX_messages_conversation` (`conversationId`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `user_blocks` (`blockerId` int NOT NULL, `blockedId` int NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_user_blocks_blocked` (`blockedId`), PRIMARY KEY (`blockerId`, `blockedId`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `users` ADD `notifyMessages` tinyint NOT NULL DEFAULT 1");
    await queryRunner.query("ALTER TABLE `ads` ADD `contact` varchar(10) NOT NULL DEFAULT 'MESSAGES'");
    // Ads posted before sellers could choose showed the phone and a WhatsApp link: they keep doing so.
    await queryRunner.query("UPDATE `ads` SET `contact` = 'WHATSAPP'");
    await queryRunner.query("ALTER TABLE `reports` ADD `conversationId` int NULL");
    await queryRunner.query("CREATE INDEX `IDX_reports_conversation` ON `reports` (`conversationId`)");
    await queryRunner.query("ALTER TABLE `conversations` ADD CONSTRAINT `FK_conversations_ad` FOREIGN KEY (`adId`) REFERENCES `ads`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `conversations` ADD CONSTRAINT `FK_conversations_buyer` FOREIGN KEY (`buyerId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `conversations` ADD CONSTRAINT `FK_conversations_seller` FOREIGN KEY (`sellerId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `messages` ADD CONSTRAINT `FK_messages_conversation` FOREIGN KEY (`conversationId`) REFERENCES `conversations`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `user_blocks` ADD CONSTRAINT `FK_user_blocks_blocker` FOREIGN KEY (`blockerId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `user_blocks` ADD CONSTRAINT `FK_user_blocks_blocked` FOREIGN KEY (`blockedId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `user_blocks` DROP FOREIGN KEY `FK_user_blocks_blocked`");
    await queryRunner.query("ALTER TABLE `user_blocks` DROP FOREIGN KEY `FK_user_blocks_blocker`");
    await queryRunner.query("ALTER TABLE `messages` DROP FOREIGN KEY `FK_messages_conversation`");
    await queryRunner.query("ALTER TABLE `conversations` DROP FOREIGN KEY `FK_conversations_seller`");
    await queryRunner.query("ALTER TABLE `conversations` DROP FOREIGN KEY `FK_conversations_buyer`");
    await queryRunner.query("ALTER TABLE `conversations` DROP FOREIGN KEY `FK_conversations_ad`");
    await queryRunner.query("DROP INDEX `IDX_reports_conversation` ON `reports`");
    await queryRunner.query("ALTER TABLE `reports` DROP COLUMN `conversationId`");
    await queryRunner.query("ALTER TABLE `ads` DROP COLUMN `contact`");
    await queryRunner.query("ALTER TABLE `users` DROP COLUMN `notifyMessages`");
    await queryRunner.query("DROP INDEX `IDX_user_blocks_blocked` ON `user_blocks`");
    await queryRunner.query("DROP TABLE `user_blocks`");
    await queryRunner.query("DROP INDEX `IDX_messages_conversation` ON `messages`");
    await queryRunner.query("DROP TABLE `messages`");
    await queryRunner.query("DROP INDEX `UQ_conversations_ad_buyer` ON `conversations`");
    await queryRunner.query("DROP INDEX `IDX_conversations_buyer` ON `conversations`");
    await queryRunner.query("DROP INDEX `IDX_conversations_seller` ON `conversations`");
    await queryRunner.query("DROP TABLE `conversations`");
  }
}
