import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PhotoViewer, SWIPE_THRESHOLD_PX } from './photo-viewer';
import { setupTestI18n } from './testing/render-with-app';

const PHOTOS = [1, 2, 3, 4].map((n) => ({ src: `/media/gallery/photo-${n}.svg`, alt: `Hall, photo ${n}` }));

function Gallery({ start = null }: { start?: number | null }) {
  const [open, setOpen] = useState<number | null>(start);
  return (
    <>
      {PHOTOS.map((photo, index) => (
        <button key={photo.src} type="button" id={`thumb-${index}`} onClick={() => setOpen(index)}>
          Open {index + 1}
        </button>
      ))}
      <PhotoViewer
        photos={PHOTOS}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        label="Opening ceremony"
        returnFocus={(index) => document.getElementById(`thumb-${index}`)}
      />
    </>
  );
}

const shownPhoto = () => screen.getByRole('img').getAttribute('alt');
const dialog = () => document.querySelector('dialog')!;

function swipe(dx: number) {
  const stage = screen.getByRole('img').parentElement!;
  fireEvent.pointerDown(stage, { pointerId: 1, clientX: 200, clientY: 300, button: 0, pointerType: 'touch' });
  fireEvent.pointerUp(stage, { pointerId: 1, clientX: 200 + dx, clientY: 302, button: 0, pointerType: 'touch' });
}

describe('PhotoViewer', () => {
  beforeAll(() => setupTestI18n('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('preloads the photos either side of the one on screen, across the ends', () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(value: string) {
          requested.push(value);
        }
      },
    );
    render(<Gallery start={0} />);
    expect(requested.sort()).toEqual([PHOTOS[1]!.src, PHOTOS[3]!.src].sort());
  });

  it('opens on a thumbnail click with the photo, its counter and the gallery name as the dialog label', () => {
    render(<Gallery />);
    fireEvent.click(screen.getByRole('button', { name: 'Open 3' }));
    expect(dialog().open).toBe(true);
    expect(dialog().getAttribute('aria-label')).toBe('Opening ceremony');
    expect(shownPhoto()).toBe('Hall, photo 3');
    expect(screen.getByText('3 / 4')).toBeTruthy();
    expect(screen.getByText('Photo 3 of 4')).toBeTruthy();
  });

  it('wraps around with the arrow keys and the buttons', () => {
    render(<Gallery start={3} />);
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    expect(shownPhoto()).toBe('Hall, photo 1');
    fireEvent.keyDown(dialog(), { key: 'ArrowLeft' });
    expect(shownPhoto()).toBe('Hall, photo 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('1 / 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByText('4 / 4')).toBeTruthy();
  });

  it(`turns the photo on a swipe of ${SWIPE_THRESHOLD_PX} px or more and ignores a shorter move`, () => {
    render(<Gallery start={0} />);
    swipe(-(SWIPE_THRESHOLD_PX - 1));
    expect(shownPhoto()).toBe('Hall, photo 1');
    swipe(-SWIPE_THRESHOLD_PX * 4);
    expect(shownPhoto()).toBe('Hall, photo 2');
    swipe(SWIPE_THRESHOLD_PX * 4);
    swipe(SWIPE_THRESHOLD_PX * 4);
    expect(shownPhoto()).toBe('Hall, photo 4');
  });

  it('keeps Tab inside the dialog', () => {
    render(<Gallery start={0} />);
    const close = screen.getByRole('button', { name: 'Close viewer' });
    const next = screen.getByRole('button', { name: 'Next photo' });
    next.focus();
    fireEvent.keyDown(dialog(), { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog(), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(next);
  });

  it('closes with the close button and hands focus to the thumbnail of the photo last shown', () => {
    render(<Gallery />);
    fireEvent.click(screen.getByRole('button', { name: 'Open 1' }));
    fireEvent.keyDown(dialog(), { key: 'ArrowRight' });
    act(() => {
      screen.getByRole('button', { name: 'Close viewer' }).click();
    });
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open 2' }));
    expect(screen.queryByRole('img')).toBeNull();
  });
});
