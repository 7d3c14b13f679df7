import { matchesWords } from './keywords';

describe('matchesWords', () => {
  it.each([
    ['Friendly woman in Pune', ['friend'], true],
    ['Unfriendly woman in Pune', ['friend'], false],
    ['Coffee, walks and talks', ['walk', 'coff'], true],
    ['Coffee, walks and talks', ['walk', 'tea'], false],
    ['(Friendly) company', ['friendly'], true],
    ['शाम की चाय', ['चाय'], true],
  ])('%j contains the words %j: %s', (text, terms, expected) => {
    expect(matchesWords(text, terms)).toBe(expected);
  });
});
