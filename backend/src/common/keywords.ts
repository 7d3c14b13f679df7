/** Words of a search keyword, lower-cased, at most eight: letters, marks and digits only, so nothing reaches an FTS syntax. */
export function keywordTerms(keyword: string | undefined): string[] {
  return (keyword?.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, 8);
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

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
