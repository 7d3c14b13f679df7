import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requestContext } from './request-context';
import { registeredTexts, requestTexts, type TextTree } from './texts';

/** Every string of a text tree, by its dotted key. */
const leaves = (tree: TextTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// Every file that registers texts (the mails, the page heads, each domain's `<domain>-refusals.ts`), found by what it
// says rather than listed, so that a new one is checked too (and common/ names no domain).
const SRC = join(process.cwd(), 'src');
const TEXT_FILES = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && /\b(texts|requestTexts)\('[\w-]+'/.test(readFileSync(join(SRC, file), 'utf8')),
);
const REFUSAL_FILES = TEXT_FILES.filter((file) => file.endsWith('-refusals.ts'));

describe('texts', () => {
  beforeAll(async () => {
    for (const file of TEXT_FILES) await import(join(SRC, file));
  });

  it('register every refusals file, beside the mails and page heads', () => {
    const namespaces = Object.keys(registeredTexts().en);
    expect(REFUSAL_FILES.length).toBeGreaterThan(10);
    const named = (file: string) => file.replace(/^.*\//, '').replace(/\.ts$/, '');
    expect(namespaces).toEqual(expect.arrayContaining(['account', 'layout', 'page', 'common-refusals', ...REFUSAL_FILES.map(named)]));
  });

  it('have every English key in Hindi, with the same placeholders, in Devanagari', () => {
    const { en, hi } = registeredTexts();
    for (const namespace of Object.keys(en)) {
      const english = new Map(leaves(en[namespace]));
      const hindi = new Map(leaves(hi[namespace]));
      expect({ namespace, keys: [...hindi.keys()].sort() }).toEqual({ namespace, keys: [...english.keys()].sort() });
      for (const [key, text] of english) {
        expect({ namespace, key, placeholders: placeholders(hindi.get(key)!) }).toEqual({ namespace, key, placeholders: placeholders(text) });
        if (/[a-z]{3}/i.test(text.replace(/\{\{\w+\}\}/g, ''))) expect({ namespace, key, text: hindi.get(key) }).toEqual({ namespace, key, text: expect.stringMatching(/[\u0900-\u097F]/) });
      }
    }
  });

  it('write refusals in the language of the request being served, and in English outside one', () => {
    const refuse = requestTexts('texts-spec-refusals', { en: { notFound: 'Ad {{id}} not found' }, hi: { notFound: 'विज्ञापन {{id}} नहीं मिला' } });
    expect(refuse('notFound', { id: '7' })).toBe('Ad 7 not found');
    expect(requestContext.run({ requestId: 'r1', language: 'hi' }, () => refuse('notFound', { id: '7' }))).toBe('विज्ञापन 7 नहीं मिला');
    expect(requestContext.run({ requestId: 'r2', language: 'en' }, () => refuse('notFound', { id: '7' }))).toBe('Ad 7 not found');
  });
});
