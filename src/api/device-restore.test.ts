import { describe, expect, it } from 'vitest';
import { failingAfterRestore, restoringFrom } from './device-restore';

/** A promise and the function that settles it, so the test decides when the restore ends. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('a list request beside the restore of the device copy', () => {
  it('passes a failure on only once the restore is done', async () => {
    const restore = deferred();
    restoringFrom(restore.promise);
    const order: string[] = [];
    const request = failingAfterRestore(() => Promise.reject(new TypeError('Failed to fetch'))).catch((error: unknown) => {
      order.push(`failed: ${(error as Error).message}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    order.push('restored');
    restore.resolve();
    await request;
    expect(order).toEqual(['restored', 'failed: Failed to fetch']);
  });

  it('answers a request that succeeds without waiting for the restore', async () => {
    restoringFrom(new Promise(() => undefined));
    await expect(failingAfterRestore(() => Promise.resolve(['list']))).resolves.toEqual(['list']);
  });

  it('passes a failure on when the restore itself failed', async () => {
    restoringFrom(Promise.reject(new Error('broken record')));
    await expect(failingAfterRestore(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow('Failed to fetch');
  });
});
