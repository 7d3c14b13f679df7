import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money operations (issue 43): top-up references and what the payer is charged, the operator's GST registration,
 * invoices and their counters, bank statements. Generated, then edited: every existing top-up is charged its amount
 * (prices included tax until now), and the reference gets one unique index, not two.
 */
export class MoneyOperations1796323166681 implements MigrationInterface {
  name = 'MoneyOperations1796323166681';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `invoice_counters` (`series` varchar(2) NOT NULL, `financialYear` varchar(7) NOT NULL, `lastNumber` int NOT NULL, PRIMARY KEY (`series`, `financialYear`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `invoices` (`id` int NOT NULL AUTO_INCREMENT, `number` varchar(16) NOT NULL, `kind` varchar(12) NOT NULL, `issuedAt` datetime(6) NOT NULL, `supplierName` varchar(200) NOT NULL, `supplierAddress` varchar(500) NOT NULL, `supplierGstin` varchar(15) NOT NULL, `recipientName` varchar(100) NOT NULL, `recipientEmail` varchar(254) NOT NULL, `placeOfSupply` varchar(2) NOT NULL, `sac` varchar(8) NOT NULL, `ratePercent` int NOT NULL, `pricesIncludeTax` tinyint NOT NULL, `taxablePaise` bigint NOT NULL, `cgstPaise` bigint NOT NULL, `sgstPaise` bigint NOT NULL, `igstPaise` bigint NOT NULL, `totalPaise` bigint NOT NULL, `reason` varchar(200) NULL, `paymentId` int NOT NULL, `userId` int NOT NULL, `originalId` int NULL, UNIQUE INDEX `UQ_invoices_number` (`number`), INDEX `IDX_invoices_issued` (`issuedAt`), INDEX `IDX_invoices_user` (`userId`, `issuedAt`), UNIQUE INDEX `UQ_invoices_payment_kind` (`paymentId`, `kind`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `statement_imports` (`id` int NOT NULL AUTO_INCREMENT, `fileName` varchar(200) NOT NULL, `credits` int NOT NULL, `newCredits` int NOT NULL, `approved` int NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `importedById` int NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `statement_lines` (`id` int NOT NULL AUTO_INCREMENT, `lineNo` int NOT NULL, `lineKey` varchar(64) NOT NULL, `bookedOn` varchar(10) NOT NULL, `narration` varchar(300) NOT NULL, `bankReference` varchar(100) NULL, `amountPaise` bigint NOT NULL, `status` varchar(10) NOT NULL, `reason` varchar(20) NULL, `note` varchar(200) NULL, `resolvedAt` datetime(6) NULL, `importId` int NOT NULL, `paymentId` int NULL, `suggestedPaymentId` int NULL, `resolvedById` int NULL, UNIQUE INDEX `UQ_statement_lines_key` (`lineKey`), UNIQUE INDEX `UQ_statement_lines_payment` (`paymentId`), INDEX `IDX_statement_lines_status` (`status`, `bookedOn`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `statement_presets` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(60) NOT NULL, `dateColumn` varchar(100) NOT NULL, `narrationColumn` varchar(100) NOT NULL, `referenceColumn` varchar(100) NULL, `creditColumn` varchar(100) NOT NULL, `dateFormat` varchar(12) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `UQ_statement_presets_name` (`name`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `payments` ADD `chargedPaise` bigint NULL");
    await queryRunner.query("UPDATE `payments` SET `chargedPaise` = `amountPaise`");
    await queryRunner.query("ALTER TABLE `payments` MODIFY `chargedPaise` bigint NOT NULL");
    await queryRunner.query("ALTER TABLE `payments` ADD `reference` varchar(12) NULL");
    await queryRunner.query("ALTER TABLE `payments` ADD `billingState` varchar(100) NULL");
    await queryRunner.query("ALTER TABLE `site_settings` ADD `businessAddress` varchar(500) NULL");
    await queryRunner.query("ALTER TABLE `site_settings` ADD `gstin` varchar(15) NULL");
    await queryRunner.query("ALTER TABLE `site_settings` ADD `sac` varchar(8) NOT NULL DEFAULT '998365'");
    await queryRunner.query("ALTER TABLE `site_settings` ADD `gstRatePercent` int NOT NULL DEFAULT '18'");
    await queryRunner.query("ALTER TABLE `site_settings` ADD `pricesIncludeTax` tinyint NOT NULL DEFAULT 1");
    await queryRunner.query("ALTER TABLE `payments` CHANGE `upiId` `upiId` varchar(100) NULL");
    await queryRunner.query("ALTER TABLE `payments` CHANGE `transactionId` `transactionId` varchar(12) NULL");
    await queryRunner.query("CREATE UNIQUE INDEX `UQ_payments_reference` ON `payments` (`reference`)");
    await queryRunner.query("ALTER TABLE `invoices` ADD CONSTRAINT `FK_invoices_payment` FOREIGN KEY (`paymentId`) REFERENCES `payments`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `invoices` ADD CONSTRAINT `FK_invoices_user` FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `invoices` ADD CONSTRAINT `FK_invoices_original` FOREIGN KEY (`originalId`) REFERENCES `invoices`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `statement_imports` ADD CONSTRAINT `FK_statement_imports_admin` FOREIGN KEY (`importedById`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `statement_lines` ADD CONSTRAINT `FK_statement_lines_import` FOREIGN KEY (`importId`) REFERENCES `statement_imports`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `statement_lines` ADD CONSTRAINT `FK_statement_lines_payment` FOREIGN KEY (`paymentId`) REFERENCES `payments`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `statement_lines` ADD CONSTRAINT `FK_statement_lines_suggested_payment` FOREIGN KEY (`suggestedPaymentId`) REFERENCES `payments`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `statement_lines` ADD CONSTRAINT `FK_statement_lines_admin` FOREIGN KEY (`resolvedById`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `statement_lines` DROP FOREIGN KEY `FK_statement_lines_admin`");
    await queryRunner.query("ALTER TABLE `statement_lines` DROP FOREIGN KEY `FK_statement_lines_suggested_payment`");
    await queryRunner.query("ALTER TABLE `statement_lines` DROP FOREIGN KEY `FK_statement_lines_payment`");
    await queryRunner.query("ALTER TABLE `statement_lines` DROP FOREIGN KEY `FK_statement_lines_import`");
    await queryRunner.query("ALTER TABLE `statement_imports` DROP FOREIGN KEY `FK_statement_imports_admin`");
    await queryRunner.query("ALTER TABLE `invoices` DROP FOREIGN KEY `FK_invoices_original`");
    await queryRunner.query("ALTER TABLE `invoices` DROP FOREIGN KEY `FK_invoices_user`");
    await queryRunner.query("ALTER TABLE `invoices` DROP FOREIGN KEY `FK_invoices_payment`");
    await queryRunner.query("DROP INDEX `UQ_payments_reference` ON `payments`");
    await queryRunner.query("ALTER TABLE `payments` CHANGE `transactionId` `transactionId` varchar(12) NOT NULL");
    await queryRunner.query("ALTER TABLE `payments` CHANGE `upiId` `upiId` varchar(100) NOT NULL");
    await queryRunner.query("ALTER TABLE `site_settings` DROP COLUMN `pricesIncludeTax`");
    await queryRunner.query("ALTER TABLE `site_settings` DROP COLUMN `gstRatePercent`");
    await queryRunner.query("ALTER TABLE `site_settings` DROP COLUMN `sac`");
    await queryRunner.query("ALTER TABLE `site_settings` DROP COLUMN `gstin`");
    await queryRunner.query("ALTER TABLE `site_settings` DROP COLUMN `businessAddress`");
    await queryRunner.query("ALTER TABLE `payments` DROP COLUMN `billingState`");
    await queryRunner.query("ALTER TABLE `payments` DROP COLUMN `reference`");
    await queryRunner.query("ALTER TABLE `payments` DROP COLUMN `chargedPaise`");
    await queryRunner.query("DROP INDEX `UQ_statement_presets_name` ON `statement_presets`");
    await queryRunner.query("DROP TABLE `statement_presets`");
    await queryRunner.query("DROP INDEX `IDX_statement_lines_status` ON `statement_lines`");
    await queryRunner.query("DROP INDEX `UQ_statement_lines_payment` ON `statement_lines`");
    await queryRunner.query("DROP INDEX `UQ_statement_lines_key` ON `statement_lines`");
    await queryRunner.query("DROP TABLE `statement_lines`");
    await queryRunner.query("DROP TABLE `statement_imports`");
    await queryRunner.query("DROP INDEX `UQ_invoices_payment_kind` ON `invoices`");
    await queryRunner.query("DROP INDEX `IDX_invoices_user` ON `invoices`");
    await queryRunner.query("DROP INDEX `IDX_invoices_issued` ON `invoices`");
    await queryRunner.query("DROP INDEX `UQ_invoices_number` ON `invoices`");
    await queryRunner.query("DROP TABLE `invoices`");
    await queryRunner.query("DROP TABLE `invoice_counters`");
  }
}
