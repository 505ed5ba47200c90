/**
 * When the device's saved query cache is back in memory (persist.ts), for the lists a server-rendered page
 * leaves to the browser (ssr-dehydrate.ts: the catalogue and the programme).
 *
 * Such a page restores the device's copy after hydrating, and its list's request starts while hydrating. A
 * page the service worker kept and replays offline (sw/kept-pages.ts) had that request fail at once, and
 * under load the failure came before the restore: the route showed "no connection" although the device held
 * the list, and the restored data could not take it back. A failed list request is therefore reported only
 * once the restore is done: by then the list the device kept is in the query, which keeps its data through
 * the error. A request that succeeds waits for nothing, so a first visit online gets its list as soon as before.
 */
let restoring: Promise<unknown> = Promise.resolve();

/** Called by persist.ts as the restore starts. */
export function restoringFrom(restore: Promise<unknown>) {
  restoring = restore.catch(() => undefined);
}

/** Runs request; a failure is passed on only after the device's copy has been restored (see above). */
export async function failingAfterRestore<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    await restoring;
    throw error;
  }
}
