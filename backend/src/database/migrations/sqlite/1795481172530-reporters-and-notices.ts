import { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumns, dropColumns, rebuildTable } from './alter-table';

/** The columns of reports that both rebuilds copy (up adds reporterId, down removes it). */
const COLUMNS = ['id', 'reason', 'details', 'status', 'createdAt', 'resolvedAt', 'adId'];

export class ReportersAndNotices1795481172530 implements MigrationInterface {
  name = 'ReportersAndNotices1795481172530';

  // Simplified by hand from the generator's output (one rebuild of reports, which nothing references; notices created with its key).
  async up(queryRunner: QueryRunner): Promise<void> {
    // The Verified Email switch now shows and sets the seller's own state (users.emailVerified).
    await dropColumns(queryRunner, 'ads', ['verifiedEmail']);
    await queryRunner.query(
      'CREATE TABLE "notices" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(20) NOT NULL, "title" varchar(300) NOT NULL, "adId" integer, "eventKey" varchar(191) NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime(\'now\')), "userId" integer NOT NULL, CONSTRAINT "FK_notices_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_notices_event" ON "notices" ("eventKey") ');
    await queryRunner.query('CREATE INDEX "IDX_notices_user" ON "notices" ("userId", "createdAt") ');
    await queryRunner.query('DROP INDEX "IDX_reports_status"');
    await rebuildTable(queryRunner, 'reports', '("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "reason" varchar(20) NOT NULL, "details" varchar(1000) NOT NULL DEFAULT (\'\'), "status" varchar(10) NOT NULL DEFAULT (\'OPEN\'), "createdAt" datetime(6) NOT NULL DEFAULT (datetime(\'now\')), "resolvedAt" datetime(6), "adId" integer NOT NULL, "reporterId" integer, CONSTRAINT "FK_reports_ad" FOREIGN KEY ("adId") REFERENCES "ads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_reports_reporter" FOREIGN KEY ("reporterId") REFERENCES "users" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)', COLUMNS);
    await queryRunner.query('CREATE INDEX "IDX_reports_status" ON "reports" ("status", "createdAt") ');
    await queryRunner.query("CREATE INDEX \"IDX_notices_ad\" ON \"notices\" (\"adId\", \"kind\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, 'ads', ['"verifiedEmail" boolean NOT NULL DEFAULT (0)']);
    await queryRunner.query('DROP INDEX "IDX_reports_status"');
    await rebuildTable(queryRunner, 'reports', '("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "reason" varchar(20) NOT NULL, "details" varchar(1000) NOT NULL DEFAULT (\'\'), "status" varchar(10) NOT NULL DEFAULT (\'OPEN\'), "createdAt" datetime(6) NOT NULL DEFAULT (datetime(\'now\')), "resolvedAt" datetime(6), "adId" integer NOT NULL, CONSTRAINT "FK_reports_ad" FOREIGN KEY ("adId") REFERENCES "ads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)', COLUMNS);
    await queryRunner.query('CREATE INDEX "IDX_reports_status" ON "reports" ("status", "createdAt") ');
    await queryRunner.query('DROP TABLE "notices"');
  }
}
