import { MigrationInterface, QueryRunner } from 'typeorm';
import { REJECTION_REASONS } from '../rejection-reasons';

export class Moderation1795528170242 implements MigrationInterface {
  name = 'Moderation1795528170242';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `spent_challenges` (`signature` varchar(128) NOT NULL, `expiresAt` datetime(6) NOT NULL, INDEX `IDX_spent_challenges_expires` (`expiresAt`), PRIMARY KEY (`signature`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `moderation_settings` (`id` int NOT NULL, `mode` varchar(10) NOT NULL DEFAULT 'post', `reportThreshold` smallint NOT NULL DEFAULT '3', `underageReportThreshold` smallint NOT NULL DEFAULT '1', `contactInText` varchar(10) NOT NULL DEFAULT 'MASK', `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `rejection_reasons` (`id` int NOT NULL AUTO_INCREMENT, `label` varchar(200) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_rejection_reasons_label` (`label`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `ad_fingerprints` (`id` int NOT NULL AUTO_INCREMENT, `bucket` varchar(40) NOT NULL, `adId` int NOT NULL, INDEX `IDX_ad_fingerprints_ad` (`adId`), INDEX `IDX_ad_fingerprints_bucket` (`bucket`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `ad_images` ADD `phash` varchar(16) NULL");
    await queryRunner.query("ALTER TABLE `ads` ADD `submittedAt` datetime(6) NULL");
    await queryRunner.query("ALTER TABLE `ads` ADD `reviewCause` varchar(20) NULL");
    await queryRunner.query("ALTER TABLE `ads` ADD `heldSince` datetime(6) NULL");
    await queryRunner.query("ALTER TABLE `ads` ADD `rejection` varchar(600) NOT NULL DEFAULT ''");
    await queryRunner.query("ALTER TABLE `ads` ADD `duplicateOfId` int NULL");
    await queryRunner.query("ALTER TABLE `reports` ADD `reporterKey` varchar(64) NOT NULL DEFAULT ''");
    // Widened in place (generated as a drop and re-add, which would lose every ad's status).
    await queryRunner.query("ALTER TABLE `ads` MODIFY `status` varchar(20) NOT NULL DEFAULT 'INACTIVE'");
    await queryRunner.query("CREATE INDEX `IDX_ads_review` ON `ads` (`status`, `submittedAt`, `id`)");
    await queryRunner.query("CREATE INDEX `IDX_reports_ad` ON `reports` (`adId`, `status`)");
    await queryRunner.query("ALTER TABLE `ads` ADD CONSTRAINT `FK_ads_duplicate_of` FOREIGN KEY (`duplicateOfId`) REFERENCES `ads`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `ad_fingerprints` ADD CONSTRAINT `FK_ad_fingerprints_ad` FOREIGN KEY (`adId`) REFERENCES `ads`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    // The settings' one row, and a first list of rejection reasons for the admins to edit.
    await queryRunner.query("INSERT INTO moderation_settings (id) VALUES (1)");
    for (const label of REJECTION_REASONS) await queryRunner.query('INSERT INTO rejection_reasons (label) VALUES (?)', [label]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `ad_fingerprints` DROP FOREIGN KEY `FK_ad_fingerprints_ad`");
    await queryRunner.query("ALTER TABLE `ads` DROP FOREIGN KEY `FK_ads_duplicate_of`");
    await queryRunner.query("DROP INDEX `IDX_reports_ad` ON `reports`");
    await queryRunner.query("DROP INDEX `IDX_ads_review` ON `ads`");
    await queryRunner.query("ALTER TABLE `ads` MODIFY `status` varchar(10) NOT NULL DEFAULT 'INACTIVE'");
    await queryRunner.query("ALTER TABLE `reports` DROP COLUMN `reporterKey`");
    await queryRunner.query("ALTER TABLE `ads` DROP COLUMN `duplicateOfId`");
    await queryRunner.query("ALTER TABLE `ads` DROP COLUMN `rejection`");
    await queryRunner.query("ALTER TABLE `ads` DROP COLUMN `heldSince`");
    await queryRunner.query("ALTER TABLE `ads` DROP COLUMN `reviewCause`");
    await queryRunner.query("ALTER TABLE `ads` DROP COLUMN `submittedAt`");
    await queryRunner.query("ALTER TABLE `ad_images` DROP COLUMN `phash`");
    await queryRunner.query("DROP INDEX `IDX_ad_fingerprints_bucket` ON `ad_fingerprints`");
    await queryRunner.query("DROP INDEX `IDX_ad_fingerprints_ad` ON `ad_fingerprints`");
    await queryRunner.query("DROP TABLE `ad_fingerprints`");
    await queryRunner.query("DROP INDEX `UQ_rejection_reasons_label` ON `rejection_reasons`");
    await queryRunner.query("DROP TABLE `rejection_reasons`");
    await queryRunner.query("DROP TABLE `moderation_settings`");
    await queryRunner.query("DROP INDEX `IDX_spent_challenges_expires` ON `spent_challenges`");
    await queryRunner.query("DROP TABLE `spent_challenges`");
  }
}
