import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Logger } from '@nestjs/common';
import { PeriodicJob } from './periodic-job';

/** A pass that ends when the test says so. */
function gate<T>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => ((open = resolve), (fail = reject)));
  return { promise, open, fail };
}

/** Whether a promise has settled, once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

describe('PeriodicJob', () => {
  const error = jest.fn();
  const logger = { error } as unknown as Logger;

  beforeEach(() => {
    error.mockReset();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('joins a pass that is going instead of starting a second, and starts a new one once it ended', async () => {
    const first = gate<number>();
    const pass = jest.fn<() => Promise<number>>().mockReturnValueOnce(first.promise).mockResolvedValueOnce(7);
    const job = new PeriodicJob(logger, pass, { schedule: { everyMs: 1000 }, failure: 'Job failed', onError: 0 });

    const one = job.runOnce();
    const two = job.runOnce();
    expect(two).toBe(one);
    expect(pass).toHaveBeenCalledTimes(1);
    first.open(3);
    expect(await Promise.all([one, two])).toEqual([3, 3]);

    expect(await job.runOnce()).toBe(7);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('runs a pass it is given under the same rule: joined while the job’s own pass is going', async () => {
    const own = gate<number>();
    const job = new PeriodicJob(logger, () => own.promise, { schedule: { everyMs: 1000 }, failure: 'Job failed', onError: 0 });
    const other = jest.fn(() => Promise.resolve(5));

    const going = job.runOnce();
    expect(job.runOnce(other)).toBe(going);
    expect(other).not.toHaveBeenCalled();
    own.open(1);
    await going;
    expect(await job.runOnce(other)).toBe(5);
  });

  it('logs a failed pass with the job’s words, answers the error value, and runs again afterwards', async () => {
    const pass = jest.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('disk full')).mockResolvedValueOnce(2);
    const job = new PeriodicJob(logger, pass, { schedule: { everyMs: 1000 }, failure: 'Sweeping failed', onError: -1 });

    expect(await job.runOnce()).toBe(-1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Sweeping failed: disk full');
    expect(await job.runOnce()).toBe(2);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('runs a pass every everyMs from start, not at start, on a timer that does not keep the process alive', async () => {
    const pass = jest.fn(() => Promise.resolve(0));
    const setInterval = jest.spyOn(global, 'setInterval');
    const job = new PeriodicJob(logger, pass, { schedule: { everyMs: 1000 }, failure: 'Job failed', onError: 0 });

    job.start();
    expect(pass).not.toHaveBeenCalled();
    const timer = setInterval.mock.results[0].value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await jest.advanceTimersByTimeAsync(999);
    expect(pass).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2000);
    expect(pass).toHaveBeenCalledTimes(3);
    await job.stop();
    setInterval.mockRestore();
  });

  it('does not start a second pass from the timer while one is going', async () => {
    const going = gate<number>();
    const pass = jest.fn(() => going.promise);
    const job = new PeriodicJob(logger, pass, { schedule: { everyMs: 1000 }, failure: 'Job failed', onError: 0 });

    job.start();
    await jest.advanceTimersByTimeAsync(5000);
    expect(pass).toHaveBeenCalledTimes(1);
    going.open(0);
    await job.stop();
  });

  it('with onceAfterMs runs one pass that long after start, then none, on an unref’d timer', async () => {
    const pass = jest.fn(() => Promise.resolve(0));
    const setTimeout = jest.spyOn(global, 'setTimeout');
    const job = new PeriodicJob(logger, pass, { schedule: { onceAfterMs: 5000 }, failure: 'Job failed', onError: 0 });

    job.start();
    expect((setTimeout.mock.results[0].value as NodeJS.Timeout).hasRef()).toBe(false);
    await jest.advanceTimersByTimeAsync(4999);
    expect(pass).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(pass).toHaveBeenCalledTimes(1);
    setTimeout.mockRestore();
  });

  it('stop waits for the pass going, and the timer starts no pass after it', async () => {
    const going = gate<number>();
    const pass = jest.fn<() => Promise<number>>().mockReturnValueOnce(going.promise).mockResolvedValue(0);
    const job = new PeriodicJob(logger, pass, { schedule: { everyMs: 1000 }, failure: 'Job failed', onError: 0 });

    job.start();
    await jest.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(1);
    const stopped = job.stop();
    expect(await settled(stopped)).toBe(false);
    going.open(4);
    expect(await settled(stopped)).toBe(true);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(pass).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stop before the one pass is due cancels it; stop with nothing going ends at once', async () => {
    const pass = jest.fn(() => Promise.resolve(0));
    const job = new PeriodicJob(logger, pass, { schedule: { onceAfterMs: 5000 }, failure: 'Job failed', onError: 0 });

    job.start();
    expect(await settled(job.stop())).toBe(true);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(pass).not.toHaveBeenCalled();
  });

  it('stop waits for a failing pass and does not reject', async () => {
    const going = gate<number>();
    const job = new PeriodicJob(logger, () => going.promise, { schedule: { everyMs: 1000 }, failure: 'Job failed', onError: 0 });

    const run = job.runOnce();
    const stopped = job.stop();
    going.fail(new Error('lost the connection'));
    await expect(stopped).resolves.toBeUndefined();
    expect(await run).toBe(0);
    expect(error).toHaveBeenCalledWith('Job failed: lost the connection');
  });
});
