import { MigrationInterface, QueryRunner } from 'typeorm';

export class SavedSearches1795493418108 implements MigrationInterface {
  name = 'SavedSearches1795493418108';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"saved_searches\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"keyword\" varchar(100), \"minAge\" smallint, \"maxAge\" smallint, \"withPhotos\" boolean NOT NULL DEFAULT (0), \"frequency\" varchar(10) NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"lastDigestAt\" datetime(6), \"userId\" integer NOT NULL, \"categoryId\" integer, \"locationId\" integer, CONSTRAINT \"FK_saved_searches_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_saved_searches_category\" FOREIGN KEY (\"categoryId\") REFERENCES \"categories\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_saved_searches_location\" FOREIGN KEY (\"locationId\") REFERENCES \"locations\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("CREATE INDEX \"IDX_saved_searches_match\" ON \"saved_searches\" (\"categoryId\", \"locationId\") ");
    await queryRunner.query("CREATE INDEX \"IDX_saved_searches_user\" ON \"saved_searches\" (\"userId\", \"createdAt\") ");
    await queryRunner.query("CREATE TABLE \"saved_search_matches\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"userId\" integer NOT NULL, \"savedSearchId\" integer, \"adId\" integer NOT NULL, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"mailedAt\" datetime(6), CONSTRAINT \"FK_saved_search_matches_user\" FOREIGN KEY (\"userId\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_saved_search_matches_search\" FOREIGN KEY (\"savedSearchId\") REFERENCES \"saved_searches\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)");
    await queryRunner.query("CREATE INDEX \"IDX_saved_search_matches_unmailed\" ON \"saved_search_matches\" (\"mailedAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_saved_search_matches_search\" ON \"saved_search_matches\" (\"savedSearchId\", \"mailedAt\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"UQ_saved_search_matches_user_ad\" ON \"saved_search_matches\" (\"userId\", \"adId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"saved_search_matches\"");
    await queryRunner.query("DROP TABLE \"saved_searches\"");
  }
}
