import { MigrationInterface, QueryRunner } from 'typeorm';

export class AdViewers1796200000000 implements MigrationInterface {
  name = 'AdViewers1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "ad_viewers" ("day" varchar(10) NOT NULL, "adId" integer NOT NULL, "viewerKey" varchar(22) NOT NULL, "batch" integer NOT NULL DEFAULT (0), PRIMARY KEY ("day", "adId", "viewerKey"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "ad_viewers"');
  }
}
