import type { QueryRunner } from 'typeorm';
import { slugify } from '../../common/slug';
import { HINDI_CATEGORY_TITLES, HINDI_DISTRICTS, HINDI_STATES } from '../../seeds/hindi-names';

/**
 * Gives an existing installation's states, districts and categories their Hindi names (HindiNames
 * migration, both engines). Rows are found by the English names the seed gave them (categories by the
 * slug of their title), so districts and categories that admins added or renamed are left without one.
 */
export async function fillHindiNames(queryRunner: QueryRunner): Promise<void> {
  for (const [state, stateHi] of Object.entries(HINDI_STATES)) {
    await queryRunner.query('UPDATE locations SET stateHi = ? WHERE state = ?', [stateHi, state]);
  }
  for (const [state, districts] of Object.entries(HINDI_DISTRICTS)) {
    for (const [district, districtHi] of Object.entries(districts)) {
      await queryRunner.query('UPDATE locations SET districtHi = ? WHERE state = ? AND district = ?', [districtHi, state, district]);
    }
  }
  for (const [title, titleHi] of Object.entries(HINDI_CATEGORY_TITLES)) {
    await queryRunner.query('UPDATE categories SET titleHi = ? WHERE slug = ?', [titleHi, slugify(title)]);
  }
}
