import type { QueryRunner } from 'typeorm';
import { alertWord } from '../../common/alert-words';

/** Ids per UPDATE. */
const CHUNK = 500;

/** Sets saved_searches.alertWord for the searches saved before it existed (AlertQueue migration, both engines). */
export async function fillAlertWords(queryRunner: QueryRunner): Promise<void> {
  const rows: { id: number; keyword: string }[] = await queryRunner.query('SELECT id, keyword FROM saved_searches WHERE keyword IS NOT NULL');
  const byWord = new Map<string, number[]>();
  for (const { id, keyword } of rows) {
    const word = alertWord(keyword);
    if (word) byWord.set(word, [...(byWord.get(word) ?? []), Number(id)]);
  }
  for (const [word, ids] of byWord) {
    for (let i = 0; i < ids.length; i += CHUNK) {
      const some = ids.slice(i, i + CHUNK);
      await queryRunner.query(`UPDATE saved_searches SET alertWord = ? WHERE id IN (${some.map(() => '?').join(',')})`, [word, ...some]);
    }
  }
}
