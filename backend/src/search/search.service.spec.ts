import { keywordTerms } from '../common/keywords';
import { innodbMatch } from './search-sql';
import { isTimeLimit, withTimeLimit } from './search-limits';

describe('search keywords', () => {
  it.each([
    ['Coffee, walks!', ['coffee', 'walks']],
    ['"; DROP TABLE ads; --', ['drop', 'table', 'ads']],
    ['शाम की चाय', ['शाम', 'की', 'चाय']],
    ['ा क चाय', ['चाय']],
    ['a b c d e f g h i j', []],
    ['a e i o s t r zqxj', ['zqxj']],
    ['www und the of', []],
    ['mg road mg ROAD', ['mg', 'road']],
    ['one two three four five six', ['one', 'two', 'three', 'four', 'five']],
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

describe('search statement limits', () => {
  it.each([
    ['mariadb', 'SET STATEMENT max_statement_time=1 FOR SELECT id FROM ads'],
    ['mysql', 'SELECT /*+ MAX_EXECUTION_TIME(1000) */ id FROM ads'],
    ['better-sqlite3', 'SELECT id FROM ads'],
  ])('bounds a statement on %s in its own dialect', (engine, sql) => {
    expect(withTimeLimit('SELECT id FROM ads', engine, 1000)).toBe(sql);
  });

  it('tells a statement stopped for its cost from other failures', () => {
    expect(isTimeLimit({ errno: 1969 })).toBe(true);
    expect(isTimeLimit({ driverError: { errno: 3024 } })).toBe(true);
    expect(isTimeLimit({ driverError: { errno: 188 } })).toBe(true);
    expect(isTimeLimit({ errno: 1062 })).toBe(false);
    expect(isTimeLimit(new Error('boom'))).toBe(false);
  });
});
