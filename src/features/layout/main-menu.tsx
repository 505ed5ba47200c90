/** The desktop menu (≥ 1200px): top items open their submenu on hover or keyboard focus (spec §2). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { MenuItem } from '../../contract/site';
import { menuHref } from '../../lib/menu-links';
import { AppLink } from '../../ui/app-link';
import { ChevronDownIcon } from '../../ui/icons';
import styles from './main-menu.module.css';
import { SubmenuEntries } from './submenu-entries';
import { useDropdown } from '../../ui/use-dropdown';
import type { MenuHighlight } from './use-menu-highlight';

type MainMenuProps = { items: readonly MenuItem[]; lang: Lang; highlight: MenuHighlight };

export function MainMenu({ items, lang, highlight }: MainMenuProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('header.main_nav')}>
      <ul className={styles.menu}>
        {items.map((item, top) =>
          item.subitems.length > 0 ? (
            <MenuWithSubmenu key={item.id} item={item} top={top} lang={lang} highlight={highlight} />
          ) : (
            <li key={item.id} className={styles.item}>
              <MenuLeafLink
                item={item}
                lang={lang}
                active={highlight.isLeafActive({ top, sub: null })}
                onClick={() => highlight.noteClick({ top, sub: null })}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function MenuLeafLink({ item, lang, active, onClick }: { item: MenuItem; lang: Lang; active: boolean; onClick: () => void }) {
  const href = menuHref(item, lang);
  const className = `${styles.topLink} ${active ? styles.active : ''}`;
  if (!href) return <span className={className}>{item.name}</span>;
  return (
    <AppLink href={href} className={className} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {item.name}
    </AppLink>
  );
}

function MenuWithSubmenu({ item, top, lang, highlight }: { item: MenuItem; top: number; lang: Lang; highlight: MenuHighlight }) {
  const { t } = useTranslation();
  const submenuId = useId();
  const { open, close, toggle, triggerRef, containerProps } = useDropdown<HTMLButtonElement>();
  const href = menuHref(item, lang);
  const active = highlight.isTopActive(top);
  const topClass = `${styles.topLink} ${active ? styles.active : ''}`;

  return (
    <li className={`${styles.item} ${open ? styles.open : ''}`} {...containerProps}>
      {href ? (
        <span className={styles.splitTrigger}>
          <AppLink href={href} className={topClass} aria-current={active ? 'true' : undefined} onClick={close}>
            {item.name}
          </AppLink>
          <button
            ref={triggerRef}
            type="button"
            className={styles.chevronButton}
            aria-expanded={open}
            aria-controls={submenuId}
            aria-label={t('menu.submenu', { name: item.name })}
            onClick={toggle}
          >
            <ChevronDownIcon size={16} />
          </button>
        </span>
      ) : (
        <button
          ref={triggerRef}
          type="button"
          className={topClass}
          aria-expanded={open}
          aria-controls={submenuId}
          aria-current={active ? 'true' : undefined}
          onClick={toggle}
        >
          {item.name}
          <ChevronDownIcon size={16} className={styles.chevron} />
        </button>
      )}
      <ul id={submenuId} className={styles.submenu} hidden={!open} aria-label={t('menu.submenu', { name: item.name })}>
        <SubmenuEntries
          item={item}
          top={top}
          lang={lang}
          highlight={highlight}
          classes={{ link: styles.subLink, active: styles.subActive, icon: styles.subIcon }}
          onFollow={close}
        />
      </ul>
    </li>
  );
}
