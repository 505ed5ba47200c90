/**
 * The burger menu's list, a chunk of its own: it is drawn only while the menu is open (mobile-menu.tsx), and
 * most visits never open it. Top items with subitems expand one at a time, starting from the section of the
 * current page; following any link closes the menu.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuHref } from '../../lib/menu-links';
import { AppLink } from '../../ui/app-link';
import { ChevronDownIcon } from '../../ui/icons';
import type { MobileMenuProps } from './mobile-menu';
import styles from './mobile-menu.module.css';
import { SubmenuEntries } from './submenu-entries';

export function MobileMenuList({ items, lang, highlight, onClose }: Omit<MobileMenuProps, 'id' | 'open'>) {
  const { t } = useTranslation();
  const baseId = useId();
  // Mounted afresh on every opening, so each opening starts from the current page's section.
  const [expanded, setExpanded] = useState<number | null>(() => {
    const activeTop = items.findIndex((item, top) => item.subitems.length > 0 && highlight.isTopActive(top));
    return activeTop >= 0 ? activeTop : null;
  });

  return (
    <nav aria-label={t('menu.mobile')}>
      <ul className={styles.list}>
        {items.map((item, top) => {
          const href = menuHref(item, lang);
          const topActive = highlight.isTopActive(top);
          if (item.subitems.length === 0) {
            const active = highlight.isLeafActive({ top, sub: null });
            return (
              <li key={item.id} className={styles.item}>
                {href ? (
                  <AppLink
                    href={href}
                    className={`${styles.top} ${active ? styles.active : ''}`}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => {
                      highlight.noteClick({ top, sub: null });
                      onClose();
                    }}
                  >
                    {item.name}
                  </AppLink>
                ) : (
                  <span className={styles.top}>{item.name}</span>
                )}
              </li>
            );
          }
          const isOpen = expanded === top;
          const subId = `${baseId}-sub-${top}`;
          // A top link whose page no subitem repeats stays reachable as the first entry of its list.
          const ownEntry = href && !item.subitems.some((sub) => menuHref(sub, lang) === href) ? href : null;
          return (
            <li key={item.id} className={styles.item}>
              <button
                type="button"
                className={`${styles.top} ${topActive ? styles.active : ''}`}
                aria-expanded={isOpen}
                aria-controls={subId}
                onClick={() => setExpanded(isOpen ? null : top)}
              >
                <span>{item.name}</span>
                <ChevronDownIcon size={20} className={styles.chevron} />
              </button>
              <ul id={subId} className={styles.sublist} hidden={!isOpen}>
                {ownEntry && (
                  <li>
                    <AppLink href={ownEntry} className={styles.sub} onClick={onClose}>
                      <span>{item.name}</span>
                    </AppLink>
                  </li>
                )}
                <SubmenuEntries
                  item={item}
                  top={top}
                  lang={lang}
                  highlight={highlight}
                  classes={{ link: styles.sub, active: styles.subActive }}
                  onFollow={onClose}
                />
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
