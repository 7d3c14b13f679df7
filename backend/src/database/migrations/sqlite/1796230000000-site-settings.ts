import { MigrationInterface, QueryRunner } from 'typeorm';

export class SiteSettings1796230000000 implements MigrationInterface {
  name = 'SiteSettings1796230000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"site_settings\" (\"id\" integer PRIMARY KEY NOT NULL, \"supportEmail\" varchar(254), \"supportPhone\" varchar(13), \"xUrl\" varchar(200), \"instagramUrl\" varchar(200), \"facebookUrl\" varchar(200), \"telegramUrl\" varchar(200), \"legalEntityName\" varchar(200), \"grievanceOfficerName\" varchar(100), \"grievanceOfficerEmail\" varchar(254), \"updatedAt\" datetime(6) NOT NULL DEFAULT (datetime('now')))");
    // Nothing set: a new install shows no contact link until the operator enters one in the console.
    await queryRunner.query('INSERT INTO site_settings (id) VALUES (1)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"site_settings\"");
  }
}
