import { MigrationInterface, QueryRunner } from 'typeorm';
import { fillAlertWords } from '../fill-alert-words';

export class AlertQueue1795504165307 implements MigrationInterface {
  name = 'AlertQueue1795504165307';

  // The index is replaced in one statement: FK_saved_searches_category needs an index on categoryId at every moment.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `pending_alerts` (`adId` int NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (`adId`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `saved_searches` ADD `alertWord` varchar(100) NULL");
    await fillAlertWords(queryRunner);
    await queryRunner.query("ALTER TABLE `saved_searches` DROP INDEX `IDX_saved_searches_match`, ADD INDEX `IDX_saved_searches_match` (`categoryId`, `locationId`, `alertWord`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `saved_searches` DROP INDEX `IDX_saved_searches_match`, ADD INDEX `IDX_saved_searches_match` (`categoryId`, `locationId`)");
    await queryRunner.query("ALTER TABLE `saved_searches` DROP COLUMN `alertWord`");
    await queryRunner.query("DROP TABLE `pending_alerts`");
  }
}
