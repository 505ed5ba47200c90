import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ImagePopupHost } from './image-popup';
import { setupTestI18n } from './testing/render-with-app';

function addPopupLink() {
  const link = document.createElement('a');
  link.className = 'image-popup';
  link.href = '/media/halls/hall-1.jpg';
  link.title = 'Pavilion 1';
  link.innerHTML = '<img src="/media/halls/hall-1-thumb.jpg" alt="Pavilion 1, thumbnail">';
  document.body.append(link);
  return link;
}

describe('ImagePopupHost', () => {
  beforeAll(() => setupTestI18n('en'));
  afterEach(() => {
    document.querySelectorAll('a.image-popup').forEach((link) => link.remove());
    document.body.style.overflow = '';
  });

  it('opens the linked image in a modal overlay instead of following an image-popup link, and locks scrolling', async () => {
    render(<ImagePopupHost />);
    const link = addPopupLink();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.querySelector('img')!.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    // The overlay's code is fetched on the first click.
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('img', { name: 'Pavilion 1' }).getAttribute('src')).toBe('/media/halls/hall-1.jpg');
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close image' }));
  });

  it('closes on Escape, restores scrolling and returns focus to the link', async () => {
    document.body.style.overflow = 'auto';
    render(<ImagePopupHost />);
    const link = addPopupLink();
    fireEvent.click(link);
    await screen.findByRole('dialog');
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('auto');
    expect(document.activeElement).toBe(link);
  });

  it('closes on a backdrop click but not on a click on the image', async () => {
    render(<ImagePopupHost />);
    fireEvent.click(addPopupLink());
    fireEvent.click(await screen.findByRole('img', { name: 'Pavilion 1' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the "Close image" button', async () => {
    render(<ImagePopupHost />);
    fireEvent.click(addPopupLink());
    fireEvent.click(await screen.findByRole('button', { name: 'Close image' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves ordinary links alone', () => {
    render(<ImagePopupHost />);
    const link = document.createElement('a');
    link.href = '/ru/news';
    link.textContent = 'News';
    document.body.append(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    // happy-dom would navigate on an unprevented click; stop it after our listener has run.
    link.addEventListener('click', (event) => event.preventDefault());
    link.dispatchEvent(click);
    expect(screen.queryByRole('dialog')).toBeNull();
    link.remove();
  });
});
