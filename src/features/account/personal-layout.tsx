/**
 * The personal area's frame (spec §2 "/{lang}/personal"): a side menu of its four pages beside the page.
 * The menu is one list of real links: a column on wide screens, a scrolling row of tabs on phones.
 */
import { Link, useRouterState } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import { SettingsIcon, StarIcon, TicketIcon, UserIcon } from '../../ui/icons';
import { useRevealCurrent } from '../../ui/use-reveal-current';
import { ChangesBadge, useUnseenChanges } from '../../widgets/changes-badge';
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
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // On phones the four links are a row wider than the screen: the current one is scrolled into sight.
  const listRef = useRevealCurrent<HTMLUListElement>(pathname);
  const unseen = useUnseenChanges(lang);
  return (
    <div className={`container page-section ${styles.layout}`}>
      <nav className={styles.nav} aria-label={t('personal.sections')}>
        <ul ref={listRef}>
          {SECTIONS.map(({ to, key, Icon }) => (
            <li key={to}>
              <Link to={to} params={{ lang }} className={styles.link} activeProps={{ 'aria-current': 'page' }}>
                <Icon size={18} />
                <span>{t(key)}</span>
                {to === '/$lang/personal/favorite' ? <ChangesBadge count={unseen} /> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
