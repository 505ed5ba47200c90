/**
 * Where the install offer goes in the header. Most visits have nothing to offer (the browser has not
 * offered installation, or the app already runs installed), so the offer's button and cards are a chunk
 * of their own, fetched the moment there is one (and left out, not the page, if it cannot be fetched).
 */
import { lazy, Suspense } from 'react';
import { useInstallOffer } from '../../pwa/install';
import { QuietBoundary } from '../../ui/quiet-boundary';

const InstallOffer = lazy(() => import('./install-offer').then((module) => ({ default: module.InstallOffer })));

export function InstallSlot() {
  const { offer } = useInstallOffer();
  if (offer === 'none') return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <InstallOffer />
      </Suspense>
    </QuietBoundary>
  );
}
