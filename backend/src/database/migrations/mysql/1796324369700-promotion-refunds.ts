import { MigrationInterface, QueryRunner } from 'typeorm';

/** Refunds of promotions (issue 43), and when a promotion's days began. */
export class PromotionRefunds1796324369700 implements MigrationInterface {
  name = 'PromotionRefunds1796324369700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `refunds` (`id` int NOT NULL AUTO_INCREMENT, `amountPaise` bigint NOT NULL, `scope` varchar(6) NOT NULL, `reason` varchar(200) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `promotionId` int NOT NULL, `refundedById` int NULL, UNIQUE INDEX `UQ_refunds_promotion` (`promotionId`), INDEX `IDX_refunds_created` (`createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `promotions` ADD `startsAt` datetime(6) NULL");
    await queryRunner.query("ALTER TABLE `refunds` ADD CONSTRAINT `FK_refunds_promotion` FOREIGN KEY (`promotionId`) REFERENCES `promotions`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `refunds` ADD CONSTRAINT `FK_refunds_admin` FOREIGN KEY (`refundedById`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `refunds` DROP FOREIGN KEY `FK_refunds_admin`");
    await queryRunner.query("ALTER TABLE `refunds` DROP FOREIGN KEY `FK_refunds_promotion`");
    await queryRunner.query("ALTER TABLE `promotions` DROP COLUMN `startsAt`");
    await queryRunner.query("DROP INDEX `IDX_refunds_created` ON `refunds`");
    await queryRunner.query("DROP INDEX `UQ_refunds_promotion` ON `refunds`");
    await queryRunner.query("DROP TABLE `refunds`");
  }
}
