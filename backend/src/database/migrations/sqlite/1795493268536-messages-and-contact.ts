import { MigrationInterface, QueryRunner } from 'typeorm';

export class MessagesAndContact1795493268536 implements MigrationInterface {
  name = 'MessagesAndContact1795493268536';

  // Simplified by hand from the generator's output: new tables created with their keys, columns added
  // (the generator rebuilt users, ads and reports, which other tables reference).
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE "conversations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime(\'now\')), "lastMessageAt" datetime(6) NOT NULL, "buyerUnread" integer NOT NULL DEFAULT (0), "sellerUnread" integer NOT NULL DEFAULT (0), "buyerMailedAt" datetime(6), "sellerMailedAt" datetime(6), "adId" integer NOT NULL, "buyerId" integer NOT NULL, "sellerId" integer NOT NULL, CONSTRAINT "UQ_conversations_ad_buyer" UNIQUE ("adId", "buyerId"), CONSTRAINT "FK_conversations_ad" FOREIGN KEY ("adId") REFERENCES "ads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_conversations_buyer" FOREIGN KEY ("buyerId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_conversations_seller" FOREIGN KEY ("sellerId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)');
    await queryRunner.query('CREATE INDEX "IDX_conversations_seller" ON "conversations" ("sellerId", "lastMessageAt")');
    await queryRunner.query('CREATE INDEX "IDX_conversations_buyer" ON "conversations" ("buyerId", "lastMessageAt")');
    await queryRunner.query('CREATE TABLE "messages" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "side" varchar(6) NOT NULL, "text" text NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime(\'now\')), "conversationId" integer NOT NULL, CONSTRAINT "FK_messages_conversation" FOREIGN KEY ("conversationId") REFERENCES "conversations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)');
    await queryRunner.query('CREATE INDEX "IDX_messages_conversation" ON "messages" ("conversationId", "id")');
    await queryRunner.query('CREATE TABLE "user_blocks" ("blockerId" integer NOT NULL, "blockedId" integer NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime(\'now\')), CONSTRAINT "FK_user_blocks_blocker" FOREIGN KEY ("blockerId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_user_blocks_blocked" FOREIGN KEY ("blockedId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("blockerId", "blockedId"))');
    await queryRunner.query('CREATE INDEX "IDX_user_blocks_blocked" ON "user_blocks" ("blockedId")');
    await queryRunner.query('ALTER TABLE "users" ADD COLUMN "notifyMessages" boolean NOT NULL DEFAULT (1)');
    await queryRunner.query('ALTER TABLE "ads" ADD COLUMN "contact" varchar(10) NOT NULL DEFAULT (\'MESSAGES\')');
    // Ads posted before sellers could choose showed the phone and a WhatsApp link: they keep doing so.
    await queryRunner.query('UPDATE "ads" SET "contact" = \'WHATSAPP\'');
    await queryRunner.query('ALTER TABLE "reports" ADD COLUMN "conversationId" integer');
    await queryRunner.query('CREATE INDEX "IDX_reports_conversation" ON "reports" ("conversationId")');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_reports_conversation"');
    await queryRunner.query('ALTER TABLE "reports" DROP COLUMN "conversationId"');
    await queryRunner.query('ALTER TABLE "ads" DROP COLUMN "contact"');
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "notifyMessages"');
    await queryRunner.query('DROP TABLE "user_blocks"');
    await queryRunner.query('DROP TABLE "messages"');
    await queryRunner.query('DROP TABLE "conversations"');
  }
}
