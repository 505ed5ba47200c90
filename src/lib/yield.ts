/**
 * Gives the event loop a turn, so long work (parsing a big list, building an index) runs as several short
 * tasks and input, rendering and the network are never kept waiting. Works in browsers, workers and Node.
 */
type YieldingScheduler = { yield?: () => Promise<void> };

export function yieldToEventLoop(): Promise<void> {
  // scheduler.yield resumes ahead of other queued tasks, so the work is not starved by them.
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  // A message is a macrotask without setTimeout's 4 ms clamp on nested timers.
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        // An open port keeps a Node process (tests, scripts) alive.
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs work once the main thread has nothing more urgent (requestIdleCallback), or after `timeout` ms at the
 * latest; browsers without idle callbacks (Safari) get a short timer. Returns a cancel function.
 */
export function whenIdle(work: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 16);
  return () => clearTimeout(handle);
}
