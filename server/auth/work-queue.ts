/**
 * A tiny FIFO limiter for CPU-heavy async work. scrypt runs on libuv's thread pool (4 threads), which file
 * I/O and DNS share: twenty parallel password hashes would fill it and every other request would wait
 * behind them. Running at most `concurrency` jobs at once keeps threads (and, on a 2-core machine, a
 * core) free for the rest of the server; the queued jobs just wait their turn.
 */
export type WorkQueue = {
  run: <T>(job: () => Promise<T>) => Promise<T>;
  /** Jobs running now (never above the concurrency). */
  running: () => number;
  /** Jobs running plus waiting. */
  size: () => number;
};

export function createWorkQueue(concurrency: number): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    run: async <T>(job: () => Promise<T>): Promise<T> => {
      if (running < concurrency) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await job();
      } finally {
        release();
      }
    },
    running: () => running,
    size: () => running + waiting.length,
  };
}
