/** Words of a search keyword, lower-cased, at most eight: letters, marks and digits only, so nothing reaches an FTS syntax. */
export function keywordTerms(keyword: string | undefined): string[] {
  return (keyword?.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Whether every term starts some word of the text: the full-text indexes' prefix match, for one row. */
export function matchesWords(text: string, terms: string[]): boolean {
  const words = keywordWords(text);
  return terms.every((term) => words.some((word) => word.startsWith(term)));
}

const keywordWords = (text: string) => text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
