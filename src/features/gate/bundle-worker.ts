/**
 * The gate's bundle worker: the downloaded bundle (a Blob of JSON, 10 MB at 100,000 tickets) is decoded,
 * parsed, checked against the contract, turned into its compact form (lib/compact-bundle.ts) and stored in
 * IndexedDB here, off the main thread. On the page those steps were tasks of hundreds of milliseconds at 4×
 * CPU (the store's write alone up to 0.9 s: reading the old copy's exhibition, then serialising the new one),
 * and a ticket scanned meanwhile waited for them (bench:gate, "worst verdict while the bundle refreshes").
 * The arrays go back transferred, not copied. Built by Vite as a file of its own (bundle-in-worker.ts names it).
 */
import * as v from 'valibot';
import { saveBundle } from '../../api/gate-store';
import { GateBundleSchema } from '../../contract/staff';
import { compactBundle, type CompactBundle } from '../../lib/compact-bundle';

export type BundleAnswer = { ok: true; bundle: CompactBundle } | { ok: false; error: 'invalid' | 'unreadable' | 'unstored' };

// The client's TypeScript project has the DOM's globals, not a worker's: name the two this file uses.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Blob>) => void) | null;
  postMessage: (answer: BundleAnswer, transfer?: Transferable[]) => void;
};

scope.onmessage = ({ data: body }) => {
  void (async () => {
    let json: unknown;
    try {
      json = JSON.parse(await body.text());
    } catch {
      scope.postMessage({ ok: false, error: 'unreadable' });
      return;
    }
    const parsed = v.safeParse(GateBundleSchema, json);
    if (!parsed.success) {
      scope.postMessage({ ok: false, error: 'invalid' });
      return;
    }
    const bundle = compactBundle(parsed.output);
    try {
      await saveBundle(bundle);
    } catch {
      scope.postMessage({ ok: false, error: 'unstored' });
      return;
    }
    scope.postMessage({ ok: true, bundle }, [bundle.ids.buffer, bundle.revoked.buffer, bundle.offsets.buffer, bundle.text.buffer]);
  })();
};
