import { MigrationInterface, QueryRunner } from 'typeorm';
import { keyDisplayNamesBySkeleton } from '../display-name-keys';

export class DisplayNameSkeletons1796100000000 implements MigrationInterface {
  name = 'DisplayNameSkeletons1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await keyDisplayNamesBySkeleton(queryRunner);
  }

  // The names renamed for looking alike keep their new names; the old keys were the names in lower case.
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('UPDATE users SET displayNameKey = LOWER(displayName)');
  }
}
