/** The page frame of every /{lang} route: skip link, header, main content and footer. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteQueryOptions } from '../../api/site';
import type { Lang } from '../../contract/common';
import { Footer } from './footer';
import { Header } from './header';
import styles from './site-layout.module.css';

export function SiteLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { t } = useTranslation();
  const { data: site } = useSuspenseQuery(siteQueryOptions(lang));
  // While the next page loads, the current one stays on screen: assistive technology hears that the main
  // region is about to change, and tools know not to act on the page that is leaving.
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  // Marks the frame as committed. The root's mark (routes/__root.tsx) can come first: the frame sits in a
  // Suspense boundary that may hydrate later, and a language switch before it has hydrated would make
  // React hydrate the server's Russian against English text. Tests and tools act once both are set.
  useEffect(() => {
    document.documentElement.dataset.frameReady = 'true';
  }, []);
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skip_link')}
      </a>
      <Header lang={lang} site={site} />
      <main id="main" tabIndex={-1} className={styles.main} aria-busy={navigating || undefined}>
        {children}
      </main>
      <Footer lang={lang} site={site} />
    </>
  );
}
