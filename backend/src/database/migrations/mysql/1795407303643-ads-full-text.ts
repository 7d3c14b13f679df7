import { MigrationInterface, QueryRunner } from 'typeorm';

/** Keyword search on MySQL/MariaDB: a FULLTEXT index over ads(title, description), declared on the entity with synchronize: false. */
export class AdsFullText1795407303643 implements MigrationInterface {
  name = 'AdsFullText1795407303643';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE FULLTEXT INDEX `IDX_ads_fulltext` ON `ads` (`title`, `description`)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_ads_fulltext` ON `ads`');
  }
}
