import { describe, expect, it } from 'vitest';
import { isShellPage } from './page-paths';

describe('shell pages', () => {
  it('counts the staff screens with the personal pages: never rendered with data, never kept by the worker', () => {
    expect(isShellPage('/ru/staff')).toBe(true);
    expect(isShellPage('/zh/staff/')).toBe(true);
    expect(isShellPage('/en/staff/scan')).toBe(true);
    expect(isShellPage('/ru/personal/ticket')).toBe(true);
    expect(isShellPage('/ru/staffing')).toBe(false);
    expect(isShellPage('/ru/exhibition/participants')).toBe(false);
  });
});
