import fc from 'fast-check';
import { resolve } from 'node:path';
import { slugify } from '../src/common/slug';

declare const TEST_ENGINE: 'sqlite' | 'mariadb';

/**
 * The storefront builds ad URLs from titles the way the API builds slugs (storefront/src/lib/slug.ts);
 * the two must never differ. Imported by path: the storefront is outside the backend's TypeScript project.
 * No database: runs once.
 */
(TEST_ENGINE === 'sqlite' ? describe : describe.skip)("the storefront's slugs", () => {
  let toSlug: (text: string) => string;
  beforeAll(async () => {
    ({ toSlug } = (await import(resolve(process.cwd(), '../storefront/src/lib/slug.ts'))) as { toSlug: (text: string) => string });
  });

  it('are the API slugs, for any text', () => {
    for (const text of ['New Delhi', '  Café  Déjà vu!! ', 'Ünïcödé — नई दिल्ली', 'ﬁne ½ ＡＢＣ', 'İstanbul', '---', '']) expect(toSlug(text)).toBe(slugify(text));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => toSlug(text) === slugify(text)));
  });
});
