import { describe, expect, it } from 'vitest';
import { HASHING_CONCURRENCY, hashingQueue } from '../../server/auth/password';
import { createWorkQueue } from '../../server/auth/work-queue';
import { registrationForm, uniqueLogin } from '../support/accounts';
import { useApiServer } from '../support/api-server';

const api = await useApiServer();

describe('bounded password hashing', () => {
  it('runs queued jobs one at a time, in order', async () => {
    const queue = createWorkQueue(1);
    const order: number[] = [];
    let peak = 0;
    await Promise.all(
      [0, 1, 2, 3].map((n) =>
        queue.run(async () => {
          peak = Math.max(peak, queue.running());
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(n);
        }),
      ),
    );
    expect(order).toEqual([0, 1, 2, 3]);
    expect(peak).toBe(1);
    expect(queue.size()).toBe(0);
  });

  it('keeps a burst of registrations to the hashing concurrency (one scrypt at a time on two cores), and a read answers before the burst drains', async () => {
    const burst = Array.from({ length: 12 }, () =>
      api.send('POST', '/api/public/user/registration/', registrationForm(uniqueLogin('burst')), { form: true }),
    );
    let peakRunning = 0;
    let peakQueued = 0;
    const sampler = setInterval(() => {
      peakRunning = Math.max(peakRunning, hashingQueue.running());
      peakQueued = Math.max(peakQueued, hashingQueue.size());
    }, 1);
    try {
      while (hashingQueue.size() < 6) await new Promise((resolve) => setTimeout(resolve, 2));
      const read = await api.get('/api/public/topics/');
      expect(read.status).toBe(200);
      // The read did not wait for the queued hashes.
      expect(hashingQueue.size()).toBeGreaterThan(0);
      expect((await Promise.all(burst)).map((res) => res.status)).toEqual(burst.map(() => 201));
    } finally {
      clearInterval(sampler);
    }
    expect(peakRunning).toBe(HASHING_CONCURRENCY);
    expect(peakQueued).toBeGreaterThanOrEqual(6);
  });
});
