import { keywordTerms } from './keywords';

/** The longest keyword term kept (saved_searches.keyword is at most 100 characters). */
export const ALERT_WORD_LENGTH = 100;

/**
 * The word an all-India search is found by when an ad goes live (saved_searches.alertWord): the
 * keyword's longest term, the one fewest ads start a word with. Every term must start a word of a
 * matching ad (matchesWords), so this one must too: an ad is looked up by the starts of its words.
 * NULL without a keyword term.
 */
export function alertWord(keyword: string | null | undefined): string | null {
  const terms = keywordTerms(keyword ?? undefined);
  if (!terms.length) return null;
  return terms.reduce((longest, term) => ([...term].length > [...longest].length ? term : longest));
}

/**
 * Every start (two characters or more) of every word of the ad's text, lower-cased: the alertWord
 * values of the searches whose keyword can match it. Words as keywordTerms cuts them, so a term
 * starts a word of the text exactly when it is one of these (the word-start rule of matchesWords).
 */
export function wordStarts(text: string): string[] {
  const starts = new Set<string>();
  for (const word of new Set(text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])) {
    const chars = [...word].slice(0, ALERT_WORD_LENGTH);
    for (let end = 2; end <= chars.length; end++) starts.add(chars.slice(0, end).join(''));
  }
  return [...starts];
}
