/**
 * Spec §1: on every page a click on a link with class image-popup opens the linked image in a
 * full-screen overlay instead of navigating. One document-level listener covers server HTML too, where
 * React handlers cannot be attached. The overlay itself (image-popup-dialog.tsx) is a chunk of its own,
 * fetched on the first such click: few pages have these links, and every page starts with this listener.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { OpenImage } from './image-popup-dialog';
import { QuietBoundary } from './quiet-boundary';

const ImagePopupDialog = lazy(() => import('./image-popup-dialog').then((module) => ({ default: module.ImagePopupDialog })));

export function ImagePopupHost() {
  const [image, setImage] = useState<OpenImage | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target;
      const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a.image-popup') : null;
      if (!link) return;
      const src = link.getAttribute('href');
      if (!src) return;
      event.preventDefault();
      const alt = link.getAttribute('title') || link.querySelector('img')?.getAttribute('alt') || '';
      setImage({ src, alt, trigger: link });
    };
    // Capture phase: runs before React's handlers, so an in-app link with the class still opens the popup.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const close = useCallback(() => setImage(null), []);

  if (!image) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <ImagePopupDialog image={image} onClose={close} />
      </Suspense>
    </QuietBoundary>
  );
}
