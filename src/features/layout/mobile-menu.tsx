/**
 * The burger menu (< 1200px, spec §2): top items with subitems expand one at a time; following any link
 * closes the menu.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { MenuItem } from '../../contract/site';
import { menuHref } from '../../lib/menu-links';
import { AppLink } from '../../ui/app-link';
import { ChevronDownIcon } from '../../ui/icons';
import styles from './mobile-menu.module.css';
import { SubmenuEntries } from './submenu-entries';
import type { MenuHighlight } from './use-menu-highlight';

export type MobileMenuProps = {
  id: string;
  open: boolean;
  items: readonly MenuItem[];
  lang: Lang;
  highlight: MenuHighlight;
  onClose: () => void;
};

export function MobileMenu({ id, open, items, lang, highlight, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [expanded, setExpanded] = useState<number | null>(null);
  const [wasOpen, setWasOpen] = useState(open);

  // Opening starts from the section of the current page (state adjusted during render, not in an effect).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const activeTop = items.findIndex((item, top) => item.subitems.length > 0 && highlight.isTopActive(top));
      setExpanded(activeTop >= 0 ? activeTop : null);
    }
  }

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
      {/* Rendered only while open: on most visits nobody opens it, and every page's first render pays for it. */}
      {open ? (
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
      ) : null}
    </div>
  );
}
