import { MigrationInterface, QueryRunner } from 'typeorm';

export class CoveringPromotedIndexes1795910751921 implements MigrationInterface {
  name = 'CoveringPromotedIndexes1795910751921';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted_both\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted_category\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted_location\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted\"");
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted\" ON \"ads\" (\"status\", \"promotedUntil\", \"expiresAt\", \"listedAt\", \"id\", \"slotId\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted_location\" ON \"ads\" (\"locationId\", \"status\", \"promotedUntil\", \"expiresAt\", \"listedAt\", \"id\", \"slotId\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted_category\" ON \"ads\" (\"categoryId\", \"status\", \"promotedUntil\", \"expiresAt\", \"listedAt\", \"id\", \"slotId\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted_both\" ON \"ads\" (\"categoryId\", \"locationId\", \"status\", \"promotedUntil\", \"expiresAt\", \"listedAt\", \"id\", \"slotId\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted_both\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted_category\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted_location\"");
    await queryRunner.query("DROP INDEX \"IDX_ads_promoted\"");
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted\" ON \"ads\" (\"promotedUntil\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted_location\" ON \"ads\" (\"locationId\", \"promotedUntil\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted_category\" ON \"ads\" (\"categoryId\", \"promotedUntil\") ");
    await queryRunner.query("CREATE INDEX \"IDX_ads_promoted_both\" ON \"ads\" (\"categoryId\", \"locationId\", \"promotedUntil\") ");
  }
}
