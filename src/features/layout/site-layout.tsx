/**
 * The page frame of every /{lang} route: skip link, header, main content and footer.
 *
 * A page that must be usable as soon as possible (the gate's scanner, issue 35; the visitor's plan, issue
 * 34 and decision 0030) asks for the frame later:
 * the header and footer are most of the first render's DOM and images, about 400 ms of a cold start at 4×
 * CPU (bench:gate), so that page paints its own content first, in the space the header will take, and the
 * frame follows as a transition React renders in slices once the browser is idle.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteQueryOptions } from '../../api/site';
import type { Lang } from '../../contract/common';
import { whenIdle } from '../../lib/yield';
import { Footer } from './footer';
import { Header } from './header';
import styles from './site-layout.module.css';

/** How long a deferred frame waits for an idle moment at most. */
const FRAME_LATER_MS = 1500;

export function SiteLayout({ lang, frameLater = false, children }: { lang: Lang; frameLater?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  // Only the first render defers: a later navigation to such a page keeps the frame already there.
  const [frameShown, setFrameShown] = useState(!frameLater);
  useEffect(() => {
    if (frameShown) return;
    return whenIdle(() => startTransition(() => setFrameShown(true)), FRAME_LATER_MS);
  }, [frameShown]);
  const { data: site } = useSuspenseQuery(siteQueryOptions(lang));
  // While the next page loads, the current one stays on screen: assistive technology hears that the main
  // region is about to change, and tools know not to act on the page that is leaving.
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  // Marks the frame as committed. The root's mark (routes/__root.tsx) can come first: the frame sits in a
  // Suspense boundary that may hydrate later, and a language switch before it has hydrated would make
  // React hydrate the server's Russian against English text. Tests and tools act once both are set.
  useEffect(() => {
    if (frameShown) document.documentElement.dataset.frameReady = 'true';
  }, [frameShown]);
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skip_link')}
      </a>
      {frameShown ? <Header lang={lang} site={site} /> : <div className={styles.headerSpace} />}
      <main id="main" tabIndex={-1} className={styles.main} aria-busy={navigating || undefined}>
        {children}
      </main>
      {frameShown ? <Footer lang={lang} site={site} /> : null}
    </>
  );
}
