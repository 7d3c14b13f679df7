import { MigrationInterface, QueryRunner } from 'typeorm';

/** The triggers that keep ads_fts in step with ads (a migration that rebuilds the ads table creates them again). */
export const ADS_FTS_TRIGGERS = [
  'CREATE TRIGGER ads_fts_insert AFTER INSERT ON ads BEGIN INSERT INTO ads_fts(rowid, title, description) VALUES (new.id, new.title, new.description); END',
  "CREATE TRIGGER ads_fts_delete AFTER DELETE ON ads BEGIN INSERT INTO ads_fts(ads_fts, rowid, title, description) VALUES ('delete', old.id, old.title, old.description); END",
  "CREATE TRIGGER ads_fts_update AFTER UPDATE OF title, description ON ads BEGIN INSERT INTO ads_fts(ads_fts, rowid, title, description) VALUES ('delete', old.id, old.title, old.description); INSERT INTO ads_fts(rowid, title, description) VALUES (new.id, new.title, new.description); END",
];

/**
 * Keyword search on SQLite: an external-content FTS5 table over ads(title, description), kept in
 * step by triggers. Hand-written (TypeORM knows nothing of it). A later migration that rebuilds the ads
 * table on SQLite drops these triggers and creates them again (ADS_FTS_TRIGGERS).
 */
export class AdsFullText1795407303643 implements MigrationInterface {
  name = 'AdsFullText1795407303643';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE VIRTUAL TABLE ads_fts USING fts5(title, description, content='ads', content_rowid='id', tokenize='unicode61 remove_diacritics 2')",
    );
    for (const trigger of ADS_FTS_TRIGGERS) await queryRunner.query(trigger);
    await queryRunner.query("INSERT INTO ads_fts(ads_fts) VALUES ('rebuild')");
    // How many ads contain a term: let search pick keyword-first or filter-first until NoFtsVocabulary1796000000000.
    await queryRunner.query("CREATE VIRTUAL TABLE ads_fts_vocab USING fts5vocab('ads_fts', 'row')");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of ['ads_fts_insert', 'ads_fts_delete', 'ads_fts_update']) await queryRunner.query(`DROP TRIGGER IF EXISTS ${trigger}`);
    await queryRunner.query('DROP TABLE IF EXISTS ads_fts_vocab');
    await queryRunner.query('DROP TABLE IF EXISTS ads_fts');
  }
}
