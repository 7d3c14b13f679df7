import { preferredLanguage } from './language';

describe('preferredLanguage', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['hi', 'hi'],
    ['HI-in', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['fr-FR,hi;q=0.5,en;q=0.4', 'hi'],
    ['fr-FR,en;q=0.5,hi;q=0.4', 'en'],
    ['ta-IN,ta;q=0.9', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['hi;q=0', 'en'],
    ['not a header;;;q=x', 'en'],
  ])('%j gives %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});
