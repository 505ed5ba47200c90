import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyBlock } from './lazy-block';

/** An IntersectionObserver the test drives: `enterView()` tells every live observer its element is near. */
function installFakeObserver() {
  const live = new Set<{ fire: () => void }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        live.add(this);
      }
      disconnect() {
        live.delete(this);
      }
      fire() {
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
    },
  );
  return { enterView: () => act(() => [...live].forEach((observer) => observer.fire())) };
}

function Broken(): never {
  throw new Error('the block failed');
}

describe('LazyBlock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps its space empty until the block nears the viewport, then mounts it', () => {
    const observer = installFakeObserver();
    const { container } = render(
      <LazyBlock placeholderClassName="space">
        <p>Партнёры</p>
      </LazyBlock>,
    );
    expect(screen.queryByText('Партнёры')).toBeNull();
    expect(container.firstElementChild!.className).toContain('space');
    observer.enterView();
    expect(screen.getByText('Партнёры')).toBeTruthy();
  });

  it('leaves out a block that fails, keeping the rest of the page', () => {
    // React reports the error the block's boundary caught; that report is expected here, and only here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const observer = installFakeObserver();
    render(
      <>
        <LazyBlock>
          <Broken />
        </LazyBlock>
        <p>Отзывы</p>
      </>,
    );
    observer.enterView();
    expect(screen.getByText('Отзывы')).toBeTruthy();
    expect(consoleError).toHaveBeenCalled();
  });
});
