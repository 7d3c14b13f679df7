import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795407303642 implements MigrationInterface {
  name = 'Initial1795407303642';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `blacklist_entries` (`id` int NOT NULL AUTO_INCREMENT, `kind` varchar(20) NOT NULL, `value` varchar(100) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_blacklist_entries_kind_value` (`kind`, `value`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `blog_comments` (`id` int NOT NULL AUTO_INCREMENT, `text` varchar(1000) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `postId` int NOT NULL, INDEX `IDX_blog_comments_post` (`postId`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `blog_posts` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(200) NOT NULL, `description` text NOT NULL, `photo` varchar(255) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `categories` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(60) NOT NULL, `slug` varchar(80) NOT NULL, `image` varchar(255) NULL, `metaTitle` varchar(200) NOT NULL DEFAULT '', `metaDescription` varchar(500) NOT NULL DEFAULT '', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_categories_title` (`title`), UNIQUE INDEX `UQ_categories_slug` (`slug`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `seo_descriptions` (`id` int NOT NULL AUTO_INCREMENT, `headingH1` varchar(200) NOT NULL, `headingH2` varchar(200) NOT NULL, `description` text NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `locations` (`id` int NOT NULL AUTO_INCREMENT, `state` varchar(100) NOT NULL, `district` varchar(100) NOT NULL, `slug` varchar(160) NOT NULL, `metaTitle` varchar(200) NOT NULL DEFAULT '', `metaDescription` varchar(500) NOT NULL DEFAULT '', `canonicalLink` varchar(500) NOT NULL DEFAULT '', `locationDescription` text NULL, `h1Tag` varchar(200) NOT NULL DEFAULT '', `h2Tag` varchar(200) NOT NULL DEFAULT '', `stateImage` varchar(255) NULL, UNIQUE INDEX `UQ_locations_slug` (`slug`), UNIQUE INDEX `UQ_locations_state_district` (`state`, `district`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `popular_locations` (`id` int NOT NULL AUTO_INCREMENT, `locationId` int NOT NULL, `categoryId` int NOT NULL, UNIQUE INDEX `UQ_popular_locations_pair` (`locationId`, `categoryId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `ad_images` (`id` int NOT NULL AUTO_INCREMENT, `url` varchar(255) NOT NULL, `thumbUrl` varchar(255) NOT NULL, `position` smallint NOT NULL DEFAULT '0', `adId` int NOT NULL, INDEX `IDX_ad_images_ad` (`adId`, `position`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `time_slots` (`id` int NOT NULL AUTO_INCREMENT, `label` varchar(60) NOT NULL, `startTime` varchar(5) NOT NULL, `endTime` varchar(5) NOT NULL, `active` tinyint NOT NULL DEFAULT 1, PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `users` (`id` int NOT NULL AUTO_INCREMENT, `email` varchar(254) NOT NULL, `fullName` varchar(100) NOT NULL, `passwordHash` varchar(255) NOT NULL, `role` varchar(10) NOT NULL DEFAULT 'USER', `blocked` tinyint NOT NULL DEFAULT 0, `emailVerified` tinyint NOT NULL DEFAULT 0, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_users_email` (`email`), INDEX `IDX_users_created_at` (`createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `ads` (`id` int NOT NULL AUTO_INCREMENT, `title` varchar(120) NOT NULL, `description` text NOT NULL, `phone` varchar(13) NOT NULL, `age` smallint NOT NULL, `status` varchar(10) NOT NULL DEFAULT 'INACTIVE', `verifiedEmail` tinyint NOT NULL DEFAULT 0, `takenDown` tinyint NOT NULL DEFAULT 0, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `expiresAt` datetime(6) NULL, `promotedUntil` datetime(6) NULL, `views` int NOT NULL DEFAULT '0', `categoryId` int NOT NULL, `locationId` int NOT NULL, `sellerId` int NOT NULL, `slotId` int NULL, INDEX `IDX_ads_promoted` (`promotedUntil`), INDEX `IDX_ads_promoted_location` (`locationId`, `promotedUntil`), INDEX `IDX_ads_promoted_category` (`categoryId`, `promotedUntil`), INDEX `IDX_ads_promoted_both` (`categoryId`, `locationId`, `promotedUntil`), INDEX `IDX_ads_status` (`status`), INDEX `IDX_ads_filter_location` (`locationId`, `status`), INDEX `IDX_ads_filter_category` (`categoryId`, `status`), INDEX `IDX_ads_filter_both` (`categoryId`, `locationId`, `status`), INDEX `IDX_ads_seller` (`sellerId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `reports` (`id` int NOT NULL AUTO_INCREMENT, `reason` varchar(20) NOT NULL, `details` varchar(1000) NOT NULL DEFAULT '', `status` varchar(10) NOT NULL DEFAULT 'OPEN', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `resolvedAt` datetime(6) NULL, `adId` int NOT NULL, INDEX `IDX_reports_status` (`status`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `packages` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(60) NOT NULL, `amountPaise` bigint NOT NULL, `durationDays` int NOT NULL, `active` tinyint NOT NULL DEFAULT 1, PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `promotions` (`id` int NOT NULL AUTO_INCREMENT, `adId` int NOT NULL, `adTitle` varchar(120) NOT NULL, `kind` varchar(10) NOT NULL, `packageName` varchar(60) NULL, `slotLabel` varchar(60) NULL, `amountPaise` bigint NOT NULL DEFAULT '0', `endsAt` datetime(6) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `sellerId` int NOT NULL, INDEX `IDX_promotions_seller` (`sellerId`, `kind`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `payments` (`id` int NOT NULL AUTO_INCREMENT, `amountPaise` bigint NOT NULL, `upiId` varchar(100) NOT NULL, `transactionId` varchar(12) NOT NULL, `status` varchar(10) NOT NULL DEFAULT 'PENDING', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `reviewedAt` datetime(6) NULL, `userId` int NOT NULL, UNIQUE INDEX `UQ_payments_transaction_id` (`transactionId`), INDEX `IDX_payments_user` (`userId`, `createdAt`), INDEX `IDX_payments_status` (`status`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `ledger_entries` (`id` int NOT NULL AUTO_INCREMENT, `amountPaise` bigint NOT NULL, `kind` varchar(20) NOT NULL, `adId` int NULL, `description` varchar(200) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `userId` int NOT NULL, `paymentId` int NULL, UNIQUE INDEX `UQ_ledger_entries_payment_kind` (`paymentId`, `kind`), INDEX `IDX_ledger_entries_user` (`userId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `qr_codes` (`id` int NOT NULL AUTO_INCREMENT, `upiId` varchar(100) NOT NULL, `payeeName` varchar(100) NOT NULL, `isActive` tinyint NOT NULL DEFAULT 0, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `blog_comments` ADD CONSTRAINT `FK_blog_comments_post` FOREIGN KEY (`postId`) REFERENCES `blog_posts`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `popular_locations` ADD CONSTRAINT `FK_popular_locations_location` FOREIGN KEY (`locationId`) REFERENCES `locations`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `popular_locations` ADD CONSTRAINT `FK_popular_locations_category` FOREIGN KEY (`categoryId`) REFERENCES `categories`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `ad_images` ADD CONSTRAINT `FK_ad_images_ad` FOREIGN KEY (`adId`) REFERENCES `ads`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `ads` ADD CONSTRAINT `FK_ads_category` FOREIGN KEY (`categoryId`) REFERENCES `categories`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `ads` ADD CONSTRAINT `FK_ads_location` FOREIGN KEY (`locationId`) REFERENCES `locations`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `ads` ADD CONSTRAINT `FK_ads_seller` FOREIGN KEY (`sellerId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `ads` ADD CONSTRAINT `FK_ads_slot` FOREIGN KEY (`slotId`) REFERENCES `time_slots`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `reports` ADD CONSTRAINT `FK_reports_ad` FOREIGN KEY (`adId`) REFERENCES `ads`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `promotions` ADD CONSTRAINT `FK_promotions_seller` FOREIGN KEY (`sellerId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `payments` ADD CONSTRAINT `FK_payments_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `ledger_entries` ADD CONSTRAINT `FK_ledger_entries_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `ledger_entries` ADD CONSTRAINT `FK_ledger_entries_payment` FOREIGN KEY (`paymentId`) REFERENCES `payments`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `ledger_entries` DROP FOREIGN KEY `FK_ledger_entries_payment`");
    await queryRunner.query("ALTER TABLE `ledger_entries` DROP FOREIGN KEY `FK_ledger_entries_user`");
    await queryRunner.query("ALTER TABLE `payments` DROP FOREIGN KEY `FK_payments_user`");
    await queryRunner.query("ALTER TABLE `promotions` DROP FOREIGN KEY `FK_promotions_seller`");
    await queryRunner.query("ALTER TABLE `reports` DROP FOREIGN KEY `FK_reports_ad`");
    await queryRunner.query("ALTER TABLE `ads` DROP FOREIGN KEY `FK_ads_slot`");
    await queryRunner.query("ALTER TABLE `ads` DROP FOREIGN KEY `FK_ads_seller`");
    await queryRunner.query("ALTER TABLE `ads` DROP FOREIGN KEY `FK_ads_location`");
    await queryRunner.query("ALTER TABLE `ads` DROP FOREIGN KEY `FK_ads_category`");
    await queryRunner.query("ALTER TABLE `ad_images` DROP FOREIGN KEY `FK_ad_images_ad`");
    await queryRunner.query("ALTER TABLE `popular_locations` DROP FOREIGN KEY `FK_popular_locations_category`");
    await queryRunner.query("ALTER TABLE `popular_locations` DROP FOREIGN KEY `FK_popular_locations_location`");
    await queryRunner.query("ALTER TABLE `blog_comments` DROP FOREIGN KEY `FK_blog_comments_post`");
    await queryRunner.query("DROP TABLE `qr_codes`");
    await queryRunner.query("DROP INDEX `IDX_ledger_entries_user` ON `ledger_entries`");
    await queryRunner.query("DROP INDEX `UQ_ledger_entries_payment_kind` ON `ledger_entries`");
    await queryRunner.query("DROP TABLE `ledger_entries`");
    await queryRunner.query("DROP INDEX `IDX_payments_status` ON `payments`");
    await queryRunner.query("DROP INDEX `IDX_payments_user` ON `payments`");
    await queryRunner.query("DROP INDEX `UQ_payments_transaction_id` ON `payments`");
    await queryRunner.query("DROP TABLE `payments`");
    await queryRunner.query("DROP INDEX `IDX_promotions_seller` ON `promotions`");
    await queryRunner.query("DROP TABLE `promotions`");
    await queryRunner.query("DROP TABLE `packages`");
    await queryRunner.query("DROP INDEX `IDX_reports_status` ON `reports`");
    await queryRunner.query("DROP TABLE `reports`");
    await queryRunner.query("DROP INDEX `IDX_ads_seller` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_filter_both` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_filter_category` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_filter_location` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_status` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_promoted_both` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_promoted_category` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_promoted_location` ON `ads`");
    await queryRunner.query("DROP INDEX `IDX_ads_promoted` ON `ads`");
    await queryRunner.query("DROP TABLE `ads`");
    await queryRunner.query("DROP INDEX `IDX_users_created_at` ON `users`");
    await queryRunner.query("DROP INDEX `UQ_users_email` ON `users`");
    await queryRunner.query("DROP TABLE `users`");
    await queryRunner.query("DROP TABLE `time_slots`");
    await queryRunner.query("DROP INDEX `IDX_ad_images_ad` ON `ad_images`");
    await queryRunner.query("DROP TABLE `ad_images`");
    await queryRunner.query("DROP INDEX `UQ_popular_locations_pair` ON `popular_locations`");
    await queryRunner.query("DROP TABLE `popular_locations`");
    await queryRunner.query("DROP INDEX `UQ_locations_state_district` ON `locations`");
    await queryRunner.query("DROP INDEX `UQ_locations_slug` ON `locations`");
    await queryRunner.query("DROP TABLE `locations`");
    await queryRunner.query("DROP TABLE `seo_descriptions`");
    await queryRunner.query("DROP INDEX `UQ_categories_slug` ON `categories`");
    await queryRunner.query("DROP INDEX `UQ_categories_title` ON `categories`");
    await queryRunner.query("DROP TABLE `categories`");
    await queryRunner.query("DROP TABLE `blog_posts`");
    await queryRunner.query("DROP INDEX `IDX_blog_comments_post` ON `blog_comments`");
    await queryRunner.query("DROP TABLE `blog_comments`");
    await queryRunner.query("DROP INDEX `UQ_blacklist_entries_kind_value` ON `blacklist_entries`");
    await queryRunner.query("DROP TABLE `blacklist_entries`");
  }
}
