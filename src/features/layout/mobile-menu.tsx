/**
 * The burger menu (< 1200px, spec §2). The panel stays in the page (the burger button controls it); its list
 * is drawn only while open and its code is fetched the first time the visitor reaches for the button.
 */
import { lazy, Suspense, useEffect } from 'react';
import type { Lang } from '../../contract/common';
import type { MenuItem } from '../../contract/site';
import { QuietBoundary } from '../../ui/quiet-boundary';
import styles from './mobile-menu.module.css';
import type { MenuHighlight } from './use-menu-highlight';

export type MobileMenuProps = {
  id: string;
  open: boolean;
  items: readonly MenuItem[];
  lang: Lang;
  highlight: MenuHighlight;
  onClose: () => void;
};

const loadList = () => import('./mobile-menu-list');
const MobileMenuList = lazy(() => loadList().then((module) => ({ default: module.MobileMenuList })));

/** Starts fetching the list's code: the burger button calls it when pressed or focused, before the click lands. */
export const preloadMobileMenu = () => void loadList().catch(() => undefined);

export function MobileMenu({ id, open, items, lang, highlight, onClose }: MobileMenuProps) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <div id={id} className={styles.panel} hidden={!open}>
      {open ? (
        <QuietBoundary>
          <Suspense fallback={null}>
            <MobileMenuList items={items} lang={lang} highlight={highlight} onClose={onClose} />
          </Suspense>
        </QuietBoundary>
      ) : null}
    </div>
  );
}
