import { MigrationInterface, QueryRunner } from 'typeorm';

export class SiteSettings1796230000000 implements MigrationInterface {
  name = 'SiteSettings1796230000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `site_settings` (`id` int NOT NULL, `supportEmail` varchar(254) NULL, `supportPhone` varchar(13) NULL, `xUrl` varchar(200) NULL, `instagramUrl` varchar(200) NULL, `facebookUrl` varchar(200) NULL, `telegramUrl` varchar(200) NULL, `legalEntityName` varchar(200) NULL, `grievanceOfficerName` varchar(100) NULL, `grievanceOfficerEmail` varchar(254) NULL, `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    // Nothing set: a new install shows no contact link until the operator enters one in the console.
    await queryRunner.query('INSERT INTO site_settings (id) VALUES (1)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE `site_settings`');
  }
}
