/** The site header (spec §2): logo, main menu, language switcher, personal button and burger. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { SiteResponse } from '../../contract/site';
import { AppLink } from '../../ui/app-link';
import { BurgerIcon, CloseIcon } from '../../ui/icons';
import styles from './header.module.css';
import { InstallSlot } from './install-slot';
import { LanguageSwitcher } from './language-switcher';
import { MainMenu } from './main-menu';
import { MobileMenu, preloadMobileMenu } from './mobile-menu';
import { OfflineIndicator, OfflineNotice } from './offline-indicator';
import { PersonalMenu } from './personal-menu';
import { useMenuHighlight } from './use-menu-highlight';

/** tablet-lg: from here on the desktop menu shows and the burger menu closes itself. */
export const DESKTOP_MENU_QUERY = '(min-width: 1200px)';
const MOBILE_MENU_ID = 'mobile-menu';

export function Header({ lang, site }: { lang: Lang; site: SiteResponse }) {
  const { t } = useTranslation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const highlight = useMenuHighlight(site.menu.items, lang);

  useCloseWhenWide(mobileOpen, closeMobile);

  return (
    <>
      <header className={`${styles.header} ${mobileOpen ? styles.menuOpen : ''}`}>
        <div className={`container ${styles.bar}`}>
          <AppLink href={`/${lang}`} className={styles.logo}>
            <img src={site.menu.logo} alt={t('header.home')} width={180} height={48} />
          </AppLink>
          <MainMenu items={site.menu.items} lang={lang} highlight={highlight} />
          <div className={styles.tools}>
            <OfflineIndicator />
            <InstallSlot />
            <LanguageSwitcher lang={lang} languages={site.languages} />
            <PersonalMenu lang={lang} />
            <button
              type="button"
              className={styles.burger}
              aria-expanded={mobileOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-label={mobileOpen ? t('header.close_menu') : t('header.open_menu')}
              onPointerDown={preloadMobileMenu}
              onFocus={preloadMobileMenu}
              onClick={() => setMobileOpen((open) => !open)}
            >
              {mobileOpen ? <CloseIcon size={26} /> : <BurgerIcon size={26} />}
            </button>
          </div>
        </div>
        <MobileMenu id={MOBILE_MENU_ID} open={mobileOpen} items={site.menu.items} lang={lang} highlight={highlight} onClose={closeMobile} />
      </header>
      {/* Not in the sticky header: the notice scrolls away, so the offsets of what sticks under the header hold. */}
      <OfflineNotice />
    </>
  );
}

/** Closes the burger menu when the viewport grows to the desktop menu's width. */
function useCloseWhenWide(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_MENU_QUERY);
    const onChange = () => {
      if (query.matches) close();
    };
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, close]);
}
