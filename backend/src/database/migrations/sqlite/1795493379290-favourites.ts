import { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexes, dropIndexes } from './alter-table';

/** The indexes of favourites (down drops them last first). */
const INDEXES = ['CREATE INDEX "IDX_favourites_ad" ON "favourites" ("adId") ', 'CREATE UNIQUE INDEX "UQ_favourites_user_ad" ON "favourites" ("userId", "adId") '];

export class Favourites1795493379290 implements MigrationInterface {
  name = 'Favourites1795493379290';

  // Simplified by hand from the generator's output: the table is created with its foreign keys, not rebuilt to add them.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "favourites" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime(\'now\')), "userId" integer NOT NULL, "adId" integer NOT NULL, CONSTRAINT "FK_favourites_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_favourites_ad" FOREIGN KEY ("adId") REFERENCES "ads" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)',
    );
    await createIndexes(queryRunner, INDEXES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropIndexes(queryRunner, INDEXES.toReversed());
    await queryRunner.query('DROP TABLE "favourites"');
  }
}
