import type { MigrationInterface, QueryRunner } from 'typeorm';
import { displayNameKey } from '../../common/display-name-key';

/** Keys display names by their TR39 skeleton; the same statements on both engines, so one class serves both lists. */
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

/**
 * Recomputes every display name's key as the digest of its TR39 skeleton (before the DisplayNameSkeletons migration the key was the name in lower case). Names that now look alike keep one owner: the oldest
 * account (then the smallest id) keeps its name, each later one becomes "<name>-<id>", cut to fit 30 characters, or
 * "Member<id>" should that be taken too.
 */
export async function keyDisplayNamesBySkeleton(queryRunner: QueryRunner): Promise<void> {
  // An old key could equal another row's new one mid-way: with every key cleared first, the unique index sees only new ones.
  await queryRunner.query('UPDATE users SET displayNameKey = NULL');
  const named: { id: number; displayName: string }[] = await queryRunner.query('SELECT id, displayName FROM users WHERE displayName IS NOT NULL ORDER BY createdAt, id');
  const taken = new Set<string>();
  for (const { id, displayName } of named) {
    const stem = [...displayName]
      .slice(0, 29 - String(id).length)
      .join('')
      .replace(/[ ._-]+$/u, '');
    const free = (candidate: string) => !taken.has(displayNameKey(candidate));
    let name = [displayName, `${stem}-${id}`, `Member${id}`].find(free);
    for (let n = 2; !name; n++) name = [`Member${id}-${n}`].find(free);
    taken.add(displayNameKey(name));
    await queryRunner.query('UPDATE users SET displayName = ?, displayNameKey = ? WHERE id = ?', [name, displayNameKey(name), id]);
  }
}
