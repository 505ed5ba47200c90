/**
 * The seeded template database, made once per test run for both suites that need it. The API suite's and
 * the browser suite's global setups run in the same process (Vitest's main one), so the first to ask seeds
 * the template and the other waits for it; the last to finish removes it. Seeding draws every demo picture,
 * so doing it twice cost the run its longest serial step twice over.
 */
import { prepareTemplate, removeTemplate } from './test-database';

type Shared = { template: Promise<string>; users: number };
const holder = globalThis as typeof globalThis & { __expoTestTemplate?: Shared };

/** The template's location (a data directory or a database name); call the returned release when done. */
export function acquireTemplate(): { template: Promise<string>; release: () => Promise<void> } {
  const shared = (holder.__expoTestTemplate ??= { template: prepareTemplate(), users: 0 });
  shared.users += 1;
  let released = false;
  return {
    template: shared.template,
    release: async () => {
      if (released) return;
      released = true;
      shared.users -= 1;
      if (shared.users > 0) return;
      holder.__expoTestTemplate = undefined;
      removeTemplate(await shared.template);
    },
  };
}
