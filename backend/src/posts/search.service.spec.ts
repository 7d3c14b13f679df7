import { keywordTerms } from '../common/keywords';
import { innodbMatch } from './search.service';

describe('search keywords', () => {
  it.each([
    ['Coffee, walks!', ['coffee', 'walks']],
    ['"; DROP TABLE ads; --', ['drop', 'table', 'ads']],
    ['शाम की चाय', ['शाम', 'की', 'चाय']],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
    ['*** "" ()', []],
  ])('keywordTerms(%j) is %j', (keyword, terms) => {
    expect(keywordTerms(keyword)).toEqual(terms);
  });

  it.each([
    [['coffee', 'walks'], '+coffee* +walks*'],
    [['coffee', 'in', 'the', 'city'], '+coffee* +city*'],
    [['mg', 'road'], 'mg* +road*'],
    [['की', 'चाय'], 'की* +चाय*'],
    [['the', 'of'], null],
  ])('innodbMatch(%j) is %j', (terms, match) => {
    expect(innodbMatch(terms)).toBe(match);
  });
});
