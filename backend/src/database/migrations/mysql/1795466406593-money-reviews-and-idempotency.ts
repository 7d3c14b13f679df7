import { MigrationInterface, QueryRunner } from 'typeorm';

export class MoneyReviewsAndIdempotency1795466406593 implements MigrationInterface {
  name = 'MoneyReviewsAndIdempotency1795466406593';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `idempotency_keys` (`id` int NOT NULL AUTO_INCREMENT, `key` varchar(255) NOT NULL, `request` varchar(64) NOT NULL, `answer` text NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `userId` int NOT NULL, UNIQUE INDEX `UQ_idempotency_keys_user_key` (`userId`, `key`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `payments` ADD `reviewedById` int NULL");
    await queryRunner.query("ALTER TABLE `idempotency_keys` ADD CONSTRAINT `FK_idempotency_keys_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `payments` ADD CONSTRAINT `FK_payments_reviewed_by` FOREIGN KEY (`reviewedById`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `payments` DROP FOREIGN KEY `FK_payments_reviewed_by`");
    await queryRunner.query("ALTER TABLE `idempotency_keys` DROP FOREIGN KEY `FK_idempotency_keys_user`");
    await queryRunner.query("ALTER TABLE `payments` DROP COLUMN `reviewedById`");
    await queryRunner.query("DROP INDEX `UQ_idempotency_keys_user_key` ON `idempotency_keys`");
    await queryRunner.query("DROP TABLE `idempotency_keys`");
  }
}
