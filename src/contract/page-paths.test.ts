import { describe, expect, it } from 'vitest';
import { isGatePage, isPlanPage, isShellPage } from './page-paths';

describe('isShellPage', () => {
  it.each(['/ru/personal/ticket', '/en/login', '/zh/application', '/ru/staff/scan', '/ru/staff', '/logout'])(
    'is a shell page: %s',
    (path) => {
      expect(isShellPage(path)).toBe(true);
    },
  );

  it.each(['/ru', '/ru/news/page/1', '/ru/staffers', '/ru/exhibition/participants'])('is a public page: %s', (path) => {
    expect(isShellPage(path)).toBe(false);
  });
});

describe('isGatePage', () => {
  it.each(['/ru/staff/scan', '/en/staff/scan/', '/zh/staff/scan'])('is the gate: %s', (path) => {
    expect(isGatePage(path)).toBe(true);
  });

  it.each(['/ru/staff', '/ru/staff/scanner', '/de/staff/scan', '/ru/personal/staff/scan'])('is not the gate: %s', (path) => {
    expect(isGatePage(path)).toBe(false);
  });
});

describe('isPlanPage', () => {
  it.each(['/ru/personal/favorite', '/en/personal/favorite/', '/zh/personal/favorite'])('is the plan: %s', (path) => {
    expect(isPlanPage(path)).toBe(true);
  });

  it.each(['/ru/personal', '/ru/personal/favorites', '/de/personal/favorite', '/ru/exhibition/personal/favorite'])(
    'is not the plan: %s',
    (path) => {
      expect(isPlanPage(path)).toBe(false);
    },
  );
});
