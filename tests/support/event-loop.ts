/** Whether long work gives the event loop turns: another task loop goes round only while the work yields. */
import { yieldToEventLoop } from '../../src/lib/yield';

/** The work's result and how often the other loop went round meanwhile (at most 1 when the work never yields). */
export async function turnsDuring<T>(work: () => Promise<T>): Promise<{ value: T; turns: number }> {
  let done = false;
  let turns = 0;
  const other = (async () => {
    while (!done) {
      await yieldToEventLoop();
      turns += 1;
    }
  })();
  const value = await work();
  done = true;
  await other;
  return { value, turns };
}
