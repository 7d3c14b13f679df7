import type { DataSource } from 'typeorm';
import { pick } from './demo-content';

/** The details `npm run seed` gives every category that has none (issue 44): what the adult boards show on each card. */
const FIELDS = [
  { key: 'rate', kind: 'RATE', label: 'Rate', labelHi: 'दर', unit: 'HOUR', options: [], multiple: 0, min: 500, max: 50_000, onCard: 1, position: 1 },
  {
    key: 'languages',
    kind: 'CHOICE',
    label: 'Languages spoken',
    labelHi: 'बोली जाने वाली भाषाएँ',
    unit: null,
    options: [
      ['hindi', 'Hindi', 'हिन्दी'],
      ['english', 'English', 'अंग्रेज़ी'],
      ['marathi', 'Marathi', 'मराठी'],
      ['bengali', 'Bengali', 'बांग्ला'],
      ['tamil', 'Tamil', 'तमिल'],
      ['telugu', 'Telugu', 'तेलुगु'],
      ['kannada', 'Kannada', 'कन्नड़'],
      ['gujarati', 'Gujarati', 'गुजराती'],
    ].map(([key, label, labelHi]) => ({ key, label, labelHi })),
    multiple: 1,
    min: null,
    max: null,
    onCard: 0,
    position: 2,
  },
  { key: 'incall', kind: 'YES_NO', label: 'Incall', labelHi: 'अपने स्थान पर', unit: null, options: [], multiple: 0, min: null, max: null, onCard: 0, position: 3 },
] as const;

/** Hindi and English in most ads, a regional language in some: a choice whose options are common and rare. */
const LANGUAGE_WEIGHTS = { hindi: 0.8, english: 0.6, marathi: 0.12, bengali: 0.06, tamil: 0.05, telugu: 0.05, kannada: 0.04, gujarati: 0.04 };

/** One ad's details: the JSON of `ads.details` and its `ad_details` rows (fieldId, number, option). */
export interface SeededDetails {
  json: string;
  rows: [number, number | null, string | null][];
}

/**
 * Gives each category without details the three above (a rate per hour, the languages spoken, incall), and draws each
 * seeded ad's values with its own random sequence, so that the rest of the seeded data stays what it was.
 */
export async function seedDetails(dataSource: DataSource, categories: { id: number }[], rand: () => number): Promise<(categoryId: number) => SeededDetails | null> {
  const defined: { id: number; categoryId: number; key: string }[] = [];
  for (const category of categories) {
    const existing: { id: number; key: string }[] = await dataSource.query('SELECT id, `key` FROM category_fields WHERE categoryId = ? AND removedAt IS NULL', [category.id]);
    if (existing.length) continue;
    for (const field of FIELDS) {
      await dataSource.query(
        'INSERT INTO category_fields (categoryId, `key`, kind, label, labelHi, unit, options, multiple, min, max, required, onCard, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)',
        [category.id, field.key, field.kind, field.label, field.labelHi, field.unit, JSON.stringify(field.options), field.multiple, field.min, field.max, field.onCard, field.position],
      );
    }
    const rows: { id: number; key: string }[] = await dataSource.query('SELECT id, `key` FROM category_fields WHERE categoryId = ?', [category.id]);
    defined.push(...rows.map((row) => ({ id: Number(row.id), categoryId: category.id, key: row.key })));
  }
  const byCategory = new Map<number, Record<string, number>>();
  for (const field of defined) byCategory.set(field.categoryId, { ...byCategory.get(field.categoryId), [field.key]: field.id });
  return (categoryId) => {
    const ids = byCategory.get(categoryId);
    if (!ids) return null;
    const rate = 500 * (1 + Math.floor(rand() * 20));
    const languages = Object.entries(LANGUAGE_WEIGHTS).flatMap(([language, share]) => (rand() < share ? [language] : []));
    if (!languages.length) languages.push(pick(['hindi', 'english'], rand));
    const incall = rand() < 0.5;
    return {
      json: JSON.stringify({ [ids.rate]: rate, [ids.languages]: languages, [ids.incall]: incall }),
      rows: [[ids.rate, rate, null], ...languages.map((language): [number, null, string] => [ids.languages, null, language]), [ids.incall, incall ? 1 : 0, null]],
    };
  };
}
