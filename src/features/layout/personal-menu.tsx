/**
 * The personal button (spec §2): a sign-in link for anonymous visitors; for a signed-in user a dropdown,
 * opened by hover or focus, with profile, settings, favourites, ticket and exit.
 */
import { Link, useRouter } from '@tanstack/react-router';
import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import { useIsSignedIn } from '../../session/use-session';
import { AppLink } from '../../ui/app-link';
import { ChangesBadge, useUnseenChanges } from '../../widgets/changes-badge';
import { ChevronDownIcon, LogInIcon, LogOutIcon, SettingsIcon, StarIcon, TicketIcon, UserIcon } from '../../ui/icons';
import styles from './header-tools.module.css';
import { useDropdown } from '../../ui/use-dropdown';

type Entry = { key: 'profile' | 'settings' | 'favorite' | 'ticket'; Icon: ComponentType<{ size?: number }> };

const ENTRIES: Entry[] = [
  { key: 'profile', Icon: UserIcon },
  { key: 'settings', Icon: SettingsIcon },
  { key: 'favorite', Icon: StarIcon },
  { key: 'ticket', Icon: TicketIcon },
];

export function PersonalMenu({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const menuId = useId();
  const { open, close, toggle, triggerRef, containerProps } = useDropdown<HTMLButtonElement>();
  const router = useRouter();
  const unseen = useUnseenChanges(lang, { appBadge: true });

  if (!signedIn) {
    return (
      // Signing in returns to the page the visitor was on (router state "from", spec §2).
      <Link
        to="/$lang/login"
        params={{ lang }}
        state={() => ({ from: router.state.location.href })}
        className={`${styles.toolButton} ${styles.signIn}`}
      >
        <LogInIcon size={20} />
        <span className={styles.collapsibleLabel}>{t('header.sign_in')}</span>
      </Link>
    );
  }

  const labels: Record<Entry['key'], string> = {
    profile: t('menu.profile'),
    settings: t('menu.settings'),
    favorite: t('menu.favorite'),
    ticket: t('menu.ticket'),
  };

  return (
    <div className={styles.dropdown} {...containerProps}>
      <button
        ref={triggerRef}
        type="button"
        className={`${styles.toolButton} ${styles.signIn}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
      >
        <UserIcon size={20} />
        <span className={styles.collapsibleLabel}>{t('header.personal')}</span>
        <ChangesBadge count={unseen} />
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <ul id={menuId} className={`${styles.menu} ${styles.menuRight}`} hidden={!open} aria-label={t('header.personal')}>
        {ENTRIES.map(({ key, Icon }) => (
          <li key={key}>
            <AppLink href={`/${lang}/personal/${key}`} className={styles.menuItem} onClick={close}>
              <Icon size={18} />
              <span>{labels[key]}</span>
              {key === 'favorite' ? <ChangesBadge count={unseen} /> : null}
            </AppLink>
          </li>
        ))}
        <li className={styles.menuSeparator}>
          <AppLink href="/logout" className={styles.menuItem} onClick={close}>
            <LogOutIcon size={18} />
            <span>{t('menu.exit')}</span>
          </AppLink>
        </li>
      </ul>
    </div>
  );
}
