import { jest } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import type { CatalogueChanges } from '../catalogue-cache/catalogue-changes';
import { AdEvents } from './ad-events';

describe('AdEvents', () => {
  const adsTouched = jest.fn();
  const events = () => new AdEvents({ adsTouched } as unknown as CatalogueChanges);
  const manager = (rows: unknown[] = []) => ({ query: jest.fn(async () => rows) }) as unknown as EntityManager;

  beforeEach(() => adsTouched.mockReset());

  it('tells the catalogue caches where a touched ad is and where it moves to', async () => {
    const m = manager([{ categoryId: '3', locationId: '40' }]);
    await events().touch(m, 9, { locationId: 41 });
    expect(adsTouched).toHaveBeenCalledWith(m, [
      { categoryId: 3, locationId: 40 },
      { categoryId: 3, locationId: 41 },
    ]);
  });

  it('tells nothing for an ad that is not there', async () => {
    await events().touch(manager([]), 9);
    expect(adsTouched).not.toHaveBeenCalled();
  });

  it('runs the went-live listeners in the order they registered, in the caller’s transaction', async () => {
    const calls: string[] = [];
    const e = events();
    const m = manager();
    e.onWentLive(async (id, tx) => void calls.push(`a${id}${tx === m}`));
    e.onWentLive(async (id) => void calls.push(`b${id}`));
    await e.wentLive(5, m);
    expect(calls).toEqual(['a5true', 'b5']);
  });

  it('runs ads/’s own reports-closed step after the other domains’, whenever it registered', async () => {
    const calls: string[] = [];
    const e = events();
    e.onReportsClosed(async () => void calls.push('ads'), { last: true });
    e.onReportsClosed(async () => void calls.push('messages'));
    await e.reportsClosed(1, manager());
    expect(calls).toEqual(['messages', 'ads']);
  });
});
