import { keywordTerms, matchesWords } from './keywords';
import { alertWord, wordStarts } from './alert-words';

describe('alertWord', () => {
  it.each([
    ['Saxophone', 'saxophone'],
    ['the sax player', 'player'],
    ['jazz SAXOPHONE evenings', 'saxophone'],
    ['शाम की चाय', 'शाम'],
    ['a I', null],
    ['', null],
    [null, null],
  ])('%j is found by %j', (keyword, word) => {
    expect(alertWord(keyword)).toBe(word);
  });
});

describe('wordStarts', () => {
  const text = 'Unfriendly SAXOPHONE-player, (coffee) in Pune; शाम की चाय';

  it('holds the starts of every word, from two characters', () => {
    const starts = wordStarts(text);
    expect(starts).toEqual(expect.arrayContaining(['sa', 'sax', 'saxophone', 'pl', 'player', 'co', 'coffee', 'in', 'pune', 'unfriendly', 'शा', 'चाय']));
    expect(starts).not.toContain('s');
    expect(starts).not.toContain('friend'); // inside a word, not at its start
    expect(new Set(starts).size).toBe(starts.length);
  });

  // The index lookup must find every search the word-start rule matches, and only those.
  it.each(['saxophone', 'sax play', 'friend', 'unfriend', 'coffee pune', 'चाय', 'tea', 'layer'])('agrees with matchesWords for %j', (keyword) => {
    const word = alertWord(keyword)!;
    expect(wordStarts(text).includes(word)).toBe(matchesWords(text, [word]));
    if (!wordStarts(text).includes(word)) expect(matchesWords(text, keywordTerms(keyword))).toBe(false);
  });
});
