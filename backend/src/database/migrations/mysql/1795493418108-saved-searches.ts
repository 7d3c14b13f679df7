import { MigrationInterface, QueryRunner } from 'typeorm';

export class SavedSearches1795493418108 implements MigrationInterface {
  name = 'SavedSearches1795493418108';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `saved_searches` (`id` int NOT NULL AUTO_INCREMENT, `keyword` varchar(100) NULL, `minAge` smallint NULL, `maxAge` smallint NULL, `withPhotos` tinyint NOT NULL DEFAULT 0, `frequency` varchar(10) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `lastDigestAt` datetime(6) NULL, `userId` int NOT NULL, `categoryId` int NULL, `locationId` int NULL, INDEX `IDX_saved_searches_match` (`categoryId`, `locationId`), INDEX `IDX_saved_searches_user` (`userId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `saved_search_matches` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `savedSearchId` int NULL, `adId` int NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `mailedAt` datetime(6) NULL, INDEX `IDX_saved_search_matches_unmailed` (`mailedAt`), INDEX `IDX_saved_search_matches_search` (`savedSearchId`, `mailedAt`), UNIQUE INDEX `UQ_saved_search_matches_user_ad` (`userId`, `adId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `saved_searches` ADD CONSTRAINT `FK_saved_searches_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `saved_searches` ADD CONSTRAINT `FK_saved_searches_category` FOREIGN KEY (`categoryId`) REFERENCES `categories`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `saved_searches` ADD CONSTRAINT `FK_saved_searches_location` FOREIGN KEY (`locationId`) REFERENCES `locations`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `saved_search_matches` ADD CONSTRAINT `FK_saved_search_matches_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `saved_search_matches` ADD CONSTRAINT `FK_saved_search_matches_search` FOREIGN KEY (`savedSearchId`) REFERENCES `saved_searches`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `saved_search_matches` DROP FOREIGN KEY `FK_saved_search_matches_search`");
    await queryRunner.query("ALTER TABLE `saved_search_matches` DROP FOREIGN KEY `FK_saved_search_matches_user`");
    await queryRunner.query("ALTER TABLE `saved_searches` DROP FOREIGN KEY `FK_saved_searches_location`");
    await queryRunner.query("ALTER TABLE `saved_searches` DROP FOREIGN KEY `FK_saved_searches_category`");
    await queryRunner.query("ALTER TABLE `saved_searches` DROP FOREIGN KEY `FK_saved_searches_user`");
    await queryRunner.query("DROP INDEX `UQ_saved_search_matches_user_ad` ON `saved_search_matches`");
    await queryRunner.query("DROP INDEX `IDX_saved_search_matches_search` ON `saved_search_matches`");
    await queryRunner.query("DROP INDEX `IDX_saved_search_matches_unmailed` ON `saved_search_matches`");
    await queryRunner.query("DROP TABLE `saved_search_matches`");
    await queryRunner.query("DROP INDEX `IDX_saved_searches_user` ON `saved_searches`");
    await queryRunner.query("DROP INDEX `IDX_saved_searches_match` ON `saved_searches`");
    await queryRunner.query("DROP TABLE `saved_searches`");
  }
}
