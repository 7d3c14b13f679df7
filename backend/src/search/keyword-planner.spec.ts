import { matchesWords, wordsOf } from '../common/keywords';
import { WordSample } from './keyword-planner';

describe('WordSample', () => {
  const texts = ['Evening walks in Pune', 'Walking club, Sunday walks', 'शाम की चाय और बातें', 'Sidewalk café', 'Quiet evenings'];
  // Sampled 5 ads of 1,000: each sampled ad stands for 200.
  const sample = new WordSample(texts, 1000);

  it.each([
    ['a whole word', 'pune', 1],
    ['a prefix of words in two ads', 'walk', 2],
    ['an ad with two words of the prefix, counted once', 'walks', 2],
    ['a prefix shared by two words of different ads', 'even', 2],
    ['a Hindi word', 'चाय', 1],
    ['not the inside of a word', 'alk', 0],
    ['a word in no sampled ad', 'zephyrine', 0],
    ['a term past every word', '\u{10FFFF}', 0],
  ])('counts %s (%s) in %i sampled ads, scaled to all ads', (_, term, inSampled) => {
    expect(sample.frequency(term)).toBe(inSampled * 200);
  });

  it('finds what matchesWords finds, on every prefix of every word', () => {
    const terms = [...new Set(texts.flatMap(wordsOf).flatMap((word) => [...word].map((_, i) => word.slice(0, i + 1))))];
    for (const term of terms) {
      const expected = texts.filter((text) => matchesWords(text, [term])).length * 200;
      expect([term, sample.frequency(term)]).toEqual([term, expected]);
    }
  });

  it('answers 0 from an empty sample', () => {
    expect(new WordSample([], 0).frequency('walk')).toBe(0);
  });
});
