import { limitConcurrency } from './limit-concurrency';

describe('limitConcurrency', () => {
  it('never runs more than the limit at once, runs every task, and passes results and errors through', async () => {
    const run = limitConcurrency(2);
    let active = 0;
    let peak = 0;
    const task = (i: number) => async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setImmediate(resolve));
      active--;
      if (i === 3) throw new Error('bad photo');
      return i;
    };
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => run(task(i))));
    expect(peak).toBe(2);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([0, 1, 2, 'failed', 4, 5, 6, 7, 8, 9]);
  });
});
