import { MigrationInterface, QueryRunner } from 'typeorm';

export class AdImageUrlIndex1796260000000 implements MigrationInterface {
  name = 'AdImageUrlIndex1796260000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX `IDX_ad_images_url` ON `ad_images` (`url`)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_ad_images_url` ON `ad_images`');
  }
}
