import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795480017969 implements MigrationInterface {
  name = 'AuditLog1795480017969';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `audit_entries` (`id` int NOT NULL AUTO_INCREMENT, `adminEmail` varchar(254) NOT NULL, `kind` varchar(30) NOT NULL, `action` varchar(120) NOT NULL, `targetId` int NULL, `before` text NULL, `after` text NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `adminId` int NULL, INDEX `IDX_audit_entries_kind` (`kind`, `createdAt`), INDEX `IDX_audit_entries_admin` (`adminId`, `createdAt`), INDEX `IDX_audit_entries_created` (`createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `audit_entries` ADD CONSTRAINT `FK_audit_entries_admin` FOREIGN KEY (`adminId`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `audit_entries` DROP FOREIGN KEY `FK_audit_entries_admin`");
    await queryRunner.query("DROP INDEX `IDX_audit_entries_created` ON `audit_entries`");
    await queryRunner.query("DROP INDEX `IDX_audit_entries_admin` ON `audit_entries`");
    await queryRunner.query("DROP INDEX `IDX_audit_entries_kind` ON `audit_entries`");
    await queryRunner.query("DROP TABLE `audit_entries`");
  }
}
