import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EARLY_READ_GLOBAL, PERSIST_DB, PERSIST_STORE } from './persist-keys';

describe('the early read of the saved cache', () => {
  it('reads the database, store and global the app uses', () => {
    const script = readFileSync('public/early-read.js', 'utf8');
    expect(script).toContain(`var DB = '${PERSIST_DB}';`);
    expect(script).toContain(`var STORE = '${PERSIST_STORE}';`);
    expect(script).toContain(`var GLOBAL = '${EARLY_READ_GLOBAL}';`);
  });
});
