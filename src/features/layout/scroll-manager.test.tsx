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
    document.querySelectorAll('article').forEach((element) => element.remove());
  });

  it('scrolls smoothly to a hash target that renders only after the data has loaded', async () => {
    preferReducedMotion(false);
    await renderWithApp(() => <ScrollManager />, { path: '/ru/reviews#review-1a2b3c4d' });
    await new Promise((resolve) => setTimeout(resolve, 300));
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
      addLateTarget('review-1a2b3c4d');
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(scrolled).toEqual([]);
  });
});
