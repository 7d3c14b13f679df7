import { isTimeLimit, withTimeLimit } from './search-limits';

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
