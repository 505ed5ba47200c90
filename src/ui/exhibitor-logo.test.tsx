import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ExhibitorLogo, monogram } from './exhibitor-logo';

describe('ExhibitorLogo', () => {
  it('makes a monogram of up to two initials, ignoring quotes', () => {
    expect(monogram('«Северсталь»')).toBe('С');
    expect(monogram('Metal Trade Company')).toBe('MT');
    expect(monogram('"ООО" Ромашка')).toBe('ОР');
  });

  it('shows the logo, and the monogram in its place once the image fails, never a broken image', () => {
    // happy-dom loads no image, so each is "complete" at once and looks failed: make this one still loading.
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    onTestFinished(() => complete.mockRestore());
    const { container } = render(<ExhibitorLogo src="/media/logo/missing.svg" name="Metal Trade" size={56} />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/media/logo/missing.svg');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    const placeholder = container.querySelector('[data-logo-placeholder]')!;
    expect(placeholder.textContent).toBe('MT');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the monogram for an image that failed before the page was hydrated', () => {
    // What happy-dom reports for every image, and a browser for one already broken: complete, no width.
    const { container } = render(<ExhibitorLogo src="/media/logo/missing.svg" name="Severstal" size={56} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-logo-placeholder]')!.textContent).toBe('S');
  });
});
