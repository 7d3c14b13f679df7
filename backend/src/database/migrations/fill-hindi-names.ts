import type { QueryRunner } from 'typeorm';
import { slugify } from '../../common/slug';
import { HINDI_CATEGORY_TITLES, HINDI_DISTRICTS, HINDI_STATES } from '../hindi-names';
import { DEFAULT_PACKAGES, DEFAULT_TIME_SLOTS } from '../reference-data';

/**
 * Gives an existing installation's states, districts and categories their Hindi names (HindiNames
 * migrations, both engines). Rows are found by the English names the seed gave them (categories by the
 * slug of their title), so districts and categories that admins added or renamed are left without one.
 * `missing`: only where there is no Hindi name yet, so that names admins wrote in the console stay.
 */
export async function fillHindiNames(queryRunner: QueryRunner, { missing = false } = {}): Promise<void> {
  const unnamed = (column: string) => (missing ? ` AND ${column} IS NULL` : '');
  for (const [state, stateHi] of Object.entries(HINDI_STATES)) {
    await queryRunner.query(`UPDATE locations SET stateHi = ? WHERE state = ?${unnamed('stateHi')}`, [stateHi, state]);
  }
  for (const [state, districts] of Object.entries(HINDI_DISTRICTS)) {
    for (const [district, districtHi] of Object.entries(districts)) {
      await queryRunner.query(`UPDATE locations SET districtHi = ? WHERE state = ? AND district = ?${unnamed('districtHi')}`, [districtHi, state, district]);
    }
  }
  for (const [title, titleHi] of Object.entries(HINDI_CATEGORY_TITLES)) {
    await queryRunner.query(`UPDATE categories SET titleHi = ? WHERE slug = ?${unnamed('titleHi')}`, [titleHi, slugify(title)]);
  }
}

/** Gives the seeded packages and time slots that still have their seeded English names their Hindi ones (HindiPlanNames). */
export async function fillHindiPlanNames(queryRunner: QueryRunner): Promise<void> {
  for (const { name, nameHi } of DEFAULT_PACKAGES) await queryRunner.query('UPDATE packages SET nameHi = ? WHERE name = ? AND nameHi IS NULL', [nameHi, name]);
  for (const { label, labelHi } of DEFAULT_TIME_SLOTS) await queryRunner.query('UPDATE time_slots SET labelHi = ? WHERE label = ? AND labelHi IS NULL', [labelHi, label]);
}
