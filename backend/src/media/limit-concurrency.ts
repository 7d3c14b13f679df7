/**
 * Runs at most `max` tasks at once; the rest wait in order. Decoding a photo takes up to 100 MB
 * (25 megapixels × 4 bytes) and a whole core, so a burst of uploads must queue rather than run together.
 */
export function limitConcurrency(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running++;
    // A finishing task hands its slot straight to the next in line, so a newcomer cannot slip in between.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
