import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReportersAndNotices1795481172530 implements MigrationInterface {
  name = 'ReportersAndNotices1795481172530';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The Verified Email switch now shows and sets the seller's own state (users.emailVerified).
    await queryRunner.query("ALTER TABLE `ads` DROP COLUMN `verifiedEmail`");
    await queryRunner.query(
      'CREATE TABLE `notices` (`id` int NOT NULL AUTO_INCREMENT, `kind` varchar(20) NOT NULL, `title` varchar(300) NOT NULL, `adId` int NULL, `eventKey` varchar(191) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `userId` int NOT NULL, UNIQUE INDEX `UQ_notices_event` (`eventKey`), INDEX `IDX_notices_user` (`userId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query('ALTER TABLE `reports` ADD `reporterId` int NULL');
    await queryRunner.query('ALTER TABLE `reports` ADD CONSTRAINT `FK_reports_reporter` FOREIGN KEY (`reporterId`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION');
    await queryRunner.query('ALTER TABLE `notices` ADD CONSTRAINT `FK_notices_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION');
    await queryRunner.query("CREATE INDEX `IDX_notices_ad` ON `notices` (`adId`, `kind`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `ads` ADD `verifiedEmail` tinyint NOT NULL DEFAULT 0");
    await queryRunner.query('ALTER TABLE `notices` DROP FOREIGN KEY `FK_notices_user`');
    await queryRunner.query('ALTER TABLE `reports` DROP FOREIGN KEY `FK_reports_reporter`');
    await queryRunner.query('ALTER TABLE `reports` DROP COLUMN `reporterId`');
    await queryRunner.query('DROP INDEX `IDX_notices_user` ON `notices`');
    await queryRunner.query('DROP INDEX `UQ_notices_event` ON `notices`');
    await queryRunner.query('DROP TABLE `notices`');
  }
}
