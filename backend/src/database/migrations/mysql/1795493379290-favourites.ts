import { MigrationInterface, QueryRunner } from 'typeorm';

export class Favourites1795493379290 implements MigrationInterface {
  name = 'Favourites1795493379290';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `favourites` (`id` int NOT NULL AUTO_INCREMENT, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `userId` int NOT NULL, `adId` int NOT NULL, INDEX `IDX_favourites_ad` (`adId`), UNIQUE INDEX `UQ_favourites_user_ad` (`userId`, `adId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `favourites` ADD CONSTRAINT `FK_favourites_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `favourites` ADD CONSTRAINT `FK_favourites_ad` FOREIGN KEY (`adId`) REFERENCES `ads`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `favourites` DROP FOREIGN KEY `FK_favourites_ad`");
    await queryRunner.query("ALTER TABLE `favourites` DROP FOREIGN KEY `FK_favourites_user`");
    await queryRunner.query("DROP INDEX `UQ_favourites_user_ad` ON `favourites`");
    await queryRunner.query("DROP INDEX `IDX_favourites_ad` ON `favourites`");
    await queryRunner.query("DROP TABLE `favourites`");
  }
}
