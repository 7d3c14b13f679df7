import type { Logger } from '@nestjs/common';

export interface PeriodicJobOptions<T> {
  /** A pass every this often; or `onceAfterMs`: one pass, that long after start. */
  schedule: { everyMs: number } | { onceAfterMs: number };
  /** Logged before the error's message when a pass fails, e.g. 'Scheduled notices failed'. */
  failure: string;
  /** What a failed pass answers. */
  onError: T;
}

/**
 * A background job's timer and its one pass at a time: a pass asked for while one is going joins it, a
 * failure is logged and answers `onError`, and stop() waits for the pass going. The timer is unref'd, so it
 * never keeps the process alive.
 */
export class PeriodicJob<T> {
  private timer?: NodeJS.Timeout;
  private running?: Promise<T>;

  constructor(
    private readonly logger: Logger,
    private readonly pass: () => Promise<T>,
    private readonly options: PeriodicJobOptions<T>,
  ) {}

  start(): void {
    const { schedule } = this.options;
    this.timer = 'everyMs' in schedule ? setInterval(() => void this.runOnce(), schedule.everyMs) : setTimeout(() => void this.runOnce(), schedule.onceAfterMs);
    this.timer.unref();
  }

  /** Runs `pass` (the job's own unless given) now, or joins the pass going; answers what it answers. */
  runOnce(pass: () => Promise<T> = this.pass): Promise<T> {
    this.running ??= pass()
      .catch((error) => {
        this.logger.error(`${this.options.failure}: ${(error as Error).message}`);
        return this.options.onError;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** No more passes from the timer; waits for the one going, if any. */
  async stop(): Promise<void> {
    clearTimeout(this.timer); // an interval's too: Node's clearTimeout and clearInterval are one
    await this.running;
  }
}
