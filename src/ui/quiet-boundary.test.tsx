import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuietBoundary } from './quiet-boundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('QuietBoundary', () => {
  it('leaves out only the part that failed; the rest of the page stays', () => {
    // React reports the caught error on the console; the point here is what stays on screen.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>Page</h1>
        <QuietBoundary>
          <p>before</p>
          <Broken />
        </QuietBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(screen.queryByText('before')).toBeNull();
    report.mockRestore();
  });

  it('shows its children when nothing fails', () => {
    render(
      <QuietBoundary>
        <p>content</p>
      </QuietBoundary>,
    );
    expect(screen.getByText('content')).toBeTruthy();
  });
});
