import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The generator's statements, without its detour: it created the table, then rebuilt it through a
 * temporary copy to add the foreign key; here the table is created with it.
 */
export class AuditLog1795480017969 implements MigrationInterface {
  name = 'AuditLog1795480017969';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"audit_entries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"adminEmail\" varchar(254) NOT NULL, \"kind\" varchar(30) NOT NULL, \"action\" varchar(120) NOT NULL, \"targetId\" integer, \"before\" text, \"after\" text, \"createdAt\" datetime(6) NOT NULL DEFAULT (datetime('now')), \"adminId\" integer, CONSTRAINT \"FK_audit_entries_admin\" FOREIGN KEY (\"adminId\") REFERENCES \"users\" (\"id\") ON DELETE SET NULL ON UPDATE NO ACTION)");
    await queryRunner.query("CREATE INDEX \"IDX_audit_entries_kind\" ON \"audit_entries\" (\"kind\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_audit_entries_admin\" ON \"audit_entries\" (\"adminId\", \"createdAt\") ");
    await queryRunner.query("CREATE INDEX \"IDX_audit_entries_created\" ON \"audit_entries\" (\"createdAt\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_audit_entries_created\"");
    await queryRunner.query("DROP INDEX \"IDX_audit_entries_admin\"");
    await queryRunner.query("DROP INDEX \"IDX_audit_entries_kind\"");
    await queryRunner.query("DROP TABLE \"audit_entries\"");
  }
}
