import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The keyword planner estimates a word's frequency from a sample of ads' words on both engines
 * (search/keyword-planner.ts), so SQLite's FTS5 vocabulary table is no longer read. Hand-written.
 */
export class NoFtsVocabulary1796000000000 implements MigrationInterface {
  name = 'NoFtsVocabulary1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS ads_fts_vocab');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE VIRTUAL TABLE ads_fts_vocab USING fts5vocab('ads_fts', 'row')");
  }
}
