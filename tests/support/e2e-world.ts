/**
 * This worker's browser-test world (e2e-global-setup.ts): its server's address, its SQL endpoint and its
 * Chromium. Fetched once per test file, before the file's tests are collected.
 */
import { inject } from 'vitest';
import type { E2eWorld } from './e2e-global-setup';

async function fetchWorld(): Promise<E2eWorld> {
  // Unique among the workers running at the same moment (1 … maxWorkers), so no two files share a world.
  const response = await fetch(`${inject('e2eBroker')}/${process.env.VITEST_POOL_ID ?? '1'}`);
  if (!response.ok) throw new Error(await response.text());
  return (await response.json()) as E2eWorld;
}

export const world: E2eWorld = await fetchWorld();
