/**
 * InnoDB's default full-text stopwords, dropped on both engines so that a keyword finds the same ads
 * on each: InnoDB does not index them, so requiring one would match nothing (or force a row-by-row scan).
 */
export const STOPWORDS = new Set([
  'a',
  'about',
  'an',
  'are',
  'as',
  'at',
  'be',
  'by',
  'com',
  'de',
  'en',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'la',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'was',
  'what',
  'when',
  'where',
  'who',
  'will',
  'with',
  'und',
  'www',
]);
/**
 * At most this many words are searched. Each further word is one more test per row; a few words
 * say what a visitor wants, and ten one-letter words cost 2.5 s (SQLite) to 55 s (MariaDB) at 1M ads (docs/performance.md, "Expensive keywords").
 */
export const MAX_TERMS = 5;

/**
 * Words of a search keyword, lower-cased: letters, marks and digits only, so nothing reaches an FTS
 * syntax. One-letter words and stopwords are dropped (they are in nearly every ad: as prefixes they
 * make the engines read most of their index), repeats too, and at most MAX_TERMS are kept.
 */
export function keywordTerms(keyword: string | undefined): string[] {
  const words = wordsOf(keyword ?? '');
  return [...new Set(words.filter((w) => [...w].length > 1 && !STOPWORDS.has(w)))].slice(0, MAX_TERMS);
}

/** What words are made of: letters, marks and digits. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const WORDS = new RegExp(`${WORD_CHAR.source}+`, 'gu');

/** The text's words, lower-cased: runs of WORD_CHAR, as matchesWords sees them. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(WORDS) ?? [];

/**
 * Whether every term starts some word of the text: the full-text indexes' prefix match, for one
 * row. Called per row by keyword search's filter-first plan, so it scans with indexOf rather than
 * splitting the text into words.
 */
export function matchesWords(text: string, terms: string[]): boolean {
  const lower = text.toLowerCase();
  return terms.every((term) => {
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) {
      if (at === 0 || !WORD_CHAR.test(lower[at - 1])) return true;
    }
    return false;
  });
}

/**
 * matchesWords as JavaScript source, with what it uses, for the SQLite read workers
 * (database/sqlite-read-pool.ts), which register the same matches_words() as the app's connection.
 * WORD_CHAR stays unexported so that the compiled function refers to it by name, not as `exports.…`.
 */
export function matchesWordsSource(): string {
  return `(() => { const WORD_CHAR = ${WORD_CHAR}; return ${matchesWords}; })()`;
}
