/**
 * A tiny FIFO limiter for CPU-heavy async work. scrypt runs on libuv's thread pool (4 threads), which file
 * I/O and DNS share: twenty parallel password hashes would fill it and every other request would wait
 * behind them. Running at most `concurrency` jobs at once keeps threads (and a core) free for the rest of
 * the server; queued jobs wait their turn. The wait line is bounded (`maxWaiting`): past it a job is
 * refused at once with QueueFullError (the API's 503 with Retry-After), so under a flood connections do
 * not pile up behind seconds of hashing that their clients will have given up on.
 */
export type WorkQueue = {
  run: <T>(job: () => Promise<T>) => Promise<T>;
  /** Jobs running now (never above the concurrency). */
  running: () => number;
  /** Jobs running plus waiting. */
  size: () => number;
  /** True when the next job would be refused. */
  full: () => boolean;
  /** Seconds a job queued now would roughly wait, from the recent job durations (at least 1). */
  retryAfterSeconds: () => number;
};

/** Thrown by run() when the wait line is full; app.ts answers it 503 with Retry-After. */
export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The server is busy checking passwords; try again shortly');
  }
}

export function createWorkQueue(concurrency: number, maxWaiting = Number.POSITIVE_INFINITY): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  /** A moving average of job durations, for Retry-After (scrypt at the project's cost: ~60–100 ms). */
  let meanJobMs = 100;

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  const retryAfterSeconds = () => Math.max(1, Math.ceil((((waiting.length + 1) / concurrency) * meanJobMs) / 1000));

  return {
    run: async <T>(job: () => Promise<T>): Promise<T> => {
      if (running < concurrency) running += 1;
      else if (waiting.length >= maxWaiting) throw new QueueFullError(retryAfterSeconds());
      else await new Promise<void>((resolve) => waiting.push(resolve));
      const started = performance.now();
      try {
        return await job();
      } finally {
        meanJobMs = meanJobMs * 0.8 + (performance.now() - started) * 0.2;
        release();
      }
    },
    running: () => running,
    size: () => running + waiting.length,
    full: () => running >= concurrency && waiting.length >= maxWaiting,
    retryAfterSeconds,
  };
}
