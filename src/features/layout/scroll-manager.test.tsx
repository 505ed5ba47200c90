import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../ui/testing/render-with-app';
import { ScrollManager } from './scroll-manager';

/** Stands in for the page rendering its data a while after the navigation. */
function addLateTarget(id: string) {
  const target = document.createElement('article');
  target.id = id;
  document.body.append(target);
  return target;
}

/**
 * Resolves once the page's mutation observers have seen the next change of the body. Observers are told in
 * the order they were created, so by the time this one, created after ScrollManager's, is called, the
 * manager has had its turn: no timer stands in for it.
 */
function afterObserversSeeNextChange(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

describe('ScrollManager', () => {
  let scrolled: { id: string; options: ScrollIntoViewOptions | boolean | undefined }[];
  beforeEach(() => {
    scrolled = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
      scrolled.push({ id: this.id, options });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.querySelectorAll('article, body > p').forEach((element) => element.remove());
  });

  it('scrolls smoothly to a hash target that renders only after the data has loaded', async () => {
    preferReducedMotion(false);
    await renderWithApp(() => <ScrollManager />, { path: '/ru/reviews#review-1a2b3c4d' });
    // Another element appears first: the manager looks at it and keeps waiting for its own target.
    const seen = afterObserversSeeNextChange();
    act(() => {
      document.body.append(document.createElement('p'));
    });
    await seen;
    expect(scrolled).toEqual([]);
    act(() => {
      addLateTarget('review-1a2b3c4d');
    });
    await waitFor(() => expect(scrolled).toEqual([{ id: 'review-1a2b3c4d', options: { behavior: 'smooth', block: 'start' } }]));
  });

  it('jumps instead when the visitor prefers reduced motion', async () => {
    preferReducedMotion(true);
    await renderWithApp(() => <ScrollManager />, { path: '/ru/reviews#review-1a2b3c4d' });
    act(() => {
      addLateTarget('review-1a2b3c4d');
    });
    await waitFor(() => expect(scrolled).toEqual([{ id: 'review-1a2b3c4d', options: { behavior: 'auto', block: 'start' } }]));
  });

  it('leaves the page alone once the visitor has started scrolling it', async () => {
    preferReducedMotion(false);
    await renderWithApp(() => <ScrollManager />, { path: '/ru/reviews#review-1a2b3c4d' });
    await act(async () => {
      window.dispatchEvent(new Event('wheel'));
      const seen = afterObserversSeeNextChange();
      addLateTarget('review-1a2b3c4d');
      await seen;
    });
    expect(scrolled).toEqual([]);
  });
});
