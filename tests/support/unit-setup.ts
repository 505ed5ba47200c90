/**
 * Every unit test fails on console.error, as the browser tests do: React's warnings (act, keys, hydration)
 * and a caught-and-logged error are failures unless the test says it expects them, by replacing the
 * implementation: `vi.spyOn(console, 'error').mockImplementation(() => {})` and an assertion on its calls.
 */
import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let consoleError: MockInstance<typeof console.error>;
const unexpected: string[] = [];
const recordUnexpected = (...args: unknown[]): void => {
  unexpected.push(format(...args));
};

beforeEach(() => {
  unexpected.length = 0;
  consoleError = vi.spyOn(console, 'error').mockImplementation(recordUnexpected);
});

afterEach(() => {
  cleanup();
  // The node-environment tests (lint, locales) have no storage to clear.
  globalThis.localStorage?.clear();
  // A test that replaced the implementation has taken the errors over; otherwise any call fails it.
  const handledByTest = consoleError.getMockImplementation() !== recordUnexpected;
  vi.restoreAllMocks();
  if (!handledByTest && unexpected.length > 0) {
    throw new Error(
      `console.error was called ${unexpected.length} time(s); spy on it and assert if that is expected:\n${unexpected.join('\n---\n').slice(0, 2000)}`,
    );
  }
});
