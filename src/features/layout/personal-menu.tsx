/**
 * The personal button (spec §2): a sign-in link for anonymous visitors; for a signed-in user a dropdown,
 * opened by hover or focus, with profile, settings, favourites, ticket and exit. The count of unseen
 * changes in the favourites is a chunk of its own, fetched once someone is signed in (the server renders
 * every page signed out), and left out, not the header, if it cannot be fetched.
 */
import { Link, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import { useIsSignedIn } from '../../session/use-session';
import { AppLink } from '../../ui/app-link';
import { ChevronDownIcon, LogInIcon, LogOutIcon, SettingsIcon, StarIcon, TicketIcon, UserIcon } from '../../ui/icons';
import styles from './header-tools.module.css';
import { useDropdown } from '../../ui/use-dropdown';
import { QuietBoundary } from '../../ui/quiet-boundary';

const LazyUnseenChangesBadge = lazy(() => import('../../widgets/changes-badge').then((module) => ({ default: module.UnseenChangesBadge })));

function UnseenChangesBadge(props: { lang: Lang; appBadge?: boolean }) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <LazyUnseenChangesBadge {...props} />
      </Suspense>
    </QuietBoundary>
  );
}

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
        {/* This one also puts the count on the installed app's icon. */}
        <UnseenChangesBadge lang={lang} appBadge />
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <ul id={menuId} className={`${styles.menu} ${styles.menuRight}`} hidden={!open} aria-label={t('header.personal')}>
        {ENTRIES.map(({ key, Icon }) => (
          <li key={key}>
            <AppLink href={`/${lang}/personal/${key}`} className={styles.menuItem} onClick={close}>
              <Icon size={18} />
              <span>{labels[key]}</span>
              {key === 'favorite' ? <UnseenChangesBadge lang={lang} /> : null}
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
