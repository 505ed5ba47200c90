import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useGrowingCount } from './use-growing-count';

function List({ total, day }: { total: number; day: string }) {
  const shown = useGrowingCount(total, { first: 3, step: 4, resetKey: day });
  return (
    <ul aria-label={day}>
      {Array.from({ length: shown }, (_, index) => (
        <li key={index}>{index}</li>
      ))}
    </ul>
  );
}

describe('a list that grows after its first screen', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders only the first rows on the server', () => {
    const html = renderToString(<List total={20} day="monday" />);
    expect(html.match(/<li>/g)).toHaveLength(3);
  });

  it('shows the first rows at once, then every row in later slices', async () => {
    render(<List total={10} day="monday" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10), { timeout: 5000 });
  });

  it('starts again from the first rows for another day, and never shows more rows than there are', async () => {
    const { rerender } = render(<List total={10} day="monday" />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10), { timeout: 5000 });
    act(() => rerender(<List total={9} day="tuesday" />));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(9), { timeout: 5000 });
    act(() => rerender(<List total={2} day="tuesday" />));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
