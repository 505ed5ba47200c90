/**
 * Turns a downloaded bundle into its compact form and stores it, in the bundle worker (bundle-worker.ts), so
 * the page stays free to answer scans while 100,000 tickets are parsed, checked and written. One worker per bundle: a refresh is rare
 * (a start online, or the "reload" button) and the worker's memory goes with it.
 */
import type { CompactBundle } from '../../lib/compact-bundle';
import type { BundleAnswer } from './bundle-worker';

export function compactAndStoreInWorker(body: Blob): Promise<CompactBundle> {
  // Vite builds the worker from this URL into a hashed /assets/ script, precached by the service worker.
  const worker = new Worker(new URL('./bundle-worker.ts', import.meta.url), { type: 'module', name: 'gate-bundle' });
  return new Promise<CompactBundle>((resolve, reject) => {
    worker.onmessage = ({ data: answer }: MessageEvent<BundleAnswer>) => {
      if (answer.ok) resolve(answer.bundle);
      else reject(new Error(`the bundle was ${answer.error}`));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error(`the bundle worker did not start: ${event.message}`));
    };
    worker.postMessage(body);
  }).finally(() => worker.terminate());
}
