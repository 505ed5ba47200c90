import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TOOLTIP_AUTO_CLOSE_MS } from './tooltip';

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is announced as an alert and closes itself after 3000 ms', () => {
    const onClose = vi.fn();
    render(<Tooltip onClose={onClose}>Please log in</Tooltip>);
    expect(screen.getByRole('alert').textContent).toBe('Please log in');
    expect(TOOLTIP_AUTO_CLOSE_MS).toBe(3000);
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open while the pointer is over it, and counts 3000 ms again once it leaves', () => {
    const onClose = vi.fn();
    render(<Tooltip onClose={onClose}>Please log in</Tooltip>);
    fireEvent.pointerEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerLeave(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(3000));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is between 100 and 400 px wide (spec §9)', () => {
    // The stylesheet itself: the unit environment lays nothing out, so computed widths mean nothing here.
    const css = readFileSync(resolve(process.cwd(), 'src/ui/tooltip.module.css'), 'utf8');
    const rule = /\.tooltip\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/min-width:\s*100px/);
    expect(rule).toMatch(/max-width:\s*min\(400px,/);
  });
});
