import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnimatedCounter } from './animated-counter';

/** An IntersectionObserver the test drives: `enterView()` tells every live observer its element is seen. */
function installFakeObserver() {
  const live = new Set<FakeObserver>();
  let created = 0;
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {
      created += 1;
    }
    observe() {
      live.add(this);
    }
    disconnect() {
      live.delete(this);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
    fire() {
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    enterView: () => act(() => [...live].forEach((observer) => observer.fire())),
    created: () => created,
  };
}

/** requestAnimationFrame frames the test runs by hand at chosen timestamps. */
function installFrames() {
  let queue: FrameRequestCallback[] = [];
  vi.spyOn(performance, 'now').mockReturnValue(0);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queue.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return {
    frameAt: (time: number) =>
      act(() => {
        const due = queue;
        queue = [];
        due.forEach((callback) => callback(time));
      }),
  };
}

const motion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));

describe('AnimatedCounter', () => {
  beforeEach(() => motion(false));
  afterEach(() => vi.unstubAllGlobals());

  it('renders the final number on the server, for pages shown before (or without) JavaScript', () => {
    expect(renderToString(<AnimatedCounter value={5200} format={(n) => n.toLocaleString('ru-RU')} />)).toContain(
      (5200).toLocaleString('ru-RU'),
    );
  });

  it('shows the final number when the browser cannot tell when it is seen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<AnimatedCounter value={31500} format={(n) => n.toLocaleString('ru-RU')} />);
    expect(container.textContent).toBe((31500).toLocaleString('ru-RU'));
  });

  it('shows the final number at once for a visitor who asked for reduced motion', () => {
    motion(true);
    const observer = installFakeObserver();
    const { container } = render(<AnimatedCounter value={642} />);
    expect(container.textContent).toBe('642');
    expect(observer.created()).toBe(0);
  });

  it('waits at 0 until seen, counts up to the value in about a second, and never counts again', () => {
    const observer = installFakeObserver();
    const frames = installFrames();
    const { container } = render(<AnimatedCounter value={642} />);
    expect(container.textContent).toBe('0');

    observer.enterView();
    frames.frameAt(0);
    expect(container.textContent).toBe('0');
    frames.frameAt(500);
    const halfway = Number(container.textContent);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(642);
    frames.frameAt(1000);
    expect(container.textContent).toBe('642');

    observer.enterView();
    frames.frameAt(1100);
    expect(container.textContent).toBe('642');
    expect(observer.created()).toBe(1);
  });
});
