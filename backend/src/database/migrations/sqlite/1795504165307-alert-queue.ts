import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillAlertWords } from '../fill-alert-words';
import { addColumns, dropColumns } from './alter-table';

export class AlertQueue1795504165307 implements MigrationInterface {
  name = 'AlertQueue1795504165307';

  // Hand-written: the generator rebuilds saved_searches, and dropping the old table would set
  // saved_search_matches.savedSearchId to NULL (ON DELETE SET NULL). A nullable column can be added in place.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"pending_alerts\" (\"adId\" integer PRIMARY KEY NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')))");
    await addColumns(queryRunner, 'saved_searches', ['"alertWord" varchar(100)']);
    await fillAlertWords(queryRunner);
    await queryRunner.query("DROP INDEX \"IDX_saved_searches_match\"");
    await queryRunner.query("CREATE INDEX \"IDX_saved_searches_match\" ON \"saved_searches\" (\"categoryId\", \"locationId\", \"alertWord\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_saved_searches_match\"");
    await queryRunner.query("CREATE INDEX \"IDX_saved_searches_match\" ON \"saved_searches\" (\"categoryId\", \"locationId\") ");
    await dropColumns(queryRunner, 'saved_searches', ['alertWord']);
    await queryRunner.query("DROP TABLE \"pending_alerts\"");
  }
}
