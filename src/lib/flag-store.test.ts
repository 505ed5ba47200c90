import { describe, expect, it } from 'vitest';
import { createFlagStore, overlayFlag, withOverlay } from './flag-store';

describe('app flags', () => {
  it('notifies subscribers only when the value changes', () => {
    const flag = createFlagStore(false);
    let calls = 0;
    const unsubscribe = flag.subscribe(() => (calls += 1));
    flag.set(true);
    flag.set(true);
    flag.set(false);
    unsubscribe();
    flag.set(true);
    expect(calls).toBe(2);
  });

  it('keeps the page overlay on until the last of overlapping tasks ends, even when one fails', async () => {
    let finishFirst = () => undefined as void;
    const first = withOverlay(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = withOverlay(() => Promise.reject(new Error('download failed'))).catch(() => 'failed');
    expect(overlayFlag.get()).toBe(true);
    await second;
    expect(overlayFlag.get()).toBe(true);
    finishFirst();
    await first;
    expect(overlayFlag.get()).toBe(false);
  });
});
