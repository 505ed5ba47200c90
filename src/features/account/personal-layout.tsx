/**
 * The personal area's frame (spec §2 "/{lang}/personal"): a side menu of its four pages beside the page.
 * The menu is one list of real links: a column on wide screens, a scrolling row of tabs on phones.
 */
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import { SettingsIcon, StarIcon, TicketIcon, UserIcon } from '../../ui/icons';
import styles from './personal-layout.module.css';

type Section = {
  to: '/$lang/personal/profile' | '/$lang/personal/settings' | '/$lang/personal/favorite' | '/$lang/personal/ticket';
  key: string;
  Icon: ComponentType<{ size?: number }>;
};

const SECTIONS: Section[] = [
  { to: '/$lang/personal/profile', key: 'menu.profile', Icon: UserIcon },
  { to: '/$lang/personal/settings', key: 'menu.settings', Icon: SettingsIcon },
  { to: '/$lang/personal/favorite', key: 'menu.favorite', Icon: StarIcon },
  { to: '/$lang/personal/ticket', key: 'menu.ticket', Icon: TicketIcon },
];

export function PersonalLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  const { t } = useTranslation();
  const listRef = useRevealCurrentTab();
  return (
    <div className={`container page-section ${styles.layout}`}>
      <nav className={styles.nav} aria-label={t('personal.sections')}>
        <ul ref={listRef}>
          {SECTIONS.map(({ to, key, Icon }) => (
            <li key={to}>
              <Link to={to} params={{ lang }} className={styles.link} activeProps={{ 'aria-current': 'page' }}>
                <Icon size={18} />
                <span>{t(key)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/** Room left beside the revealed tab, so the visitor sees there is more to scroll to. */
const REVEAL_MARGIN_PX = 16;

/**
 * On phones the four links are a row wider than the screen; "Билет", the last, opened scrolled out of
 * sight. Scrolls the row (only the row, never the page) so the current link shows: on every change of
 * page and whenever the row's width changes (rotation, a window resized).
 */
function useRevealCurrentTab() {
  const listRef = useRef<HTMLUListElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver !== 'function') return;
    const reveal = () => {
      const current = list.querySelector<HTMLElement>('[aria-current="page"]');
      if (!current || list.scrollWidth <= list.clientWidth) return;
      const row = list.getBoundingClientRect();
      const tab = current.getBoundingClientRect();
      if (tab.left < row.left) list.scrollLeft -= row.left - tab.left + REVEAL_MARGIN_PX;
      else if (tab.right > row.right) list.scrollLeft += tab.right - row.right + REVEAL_MARGIN_PX;
    };
    reveal();
    const observer = new ResizeObserver(reveal);
    observer.observe(list);
    return () => observer.disconnect();
  }, [pathname]);
  return listRef;
}
