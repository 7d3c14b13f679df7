import { innodbMatch } from './search-sql';

describe('innodbMatch', () => {
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
