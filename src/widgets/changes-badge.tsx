/**
 * The count of unseen changes in the visitor's favourites (issue 34), on the menu entries of the plan and,
 * where the browser has the Badging API, on the installed app's icon. Nothing when nobody is signed in.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useFavouriteChanges } from '../api/favourite-changes';
import { siteQueryOptions } from '../api/site';
import type { Lang } from '../contract/common';
import { showAppBadge } from '../pwa/app-badge';
import styles from './changes-badge.module.css';

/** The unseen count of the current exhibition; mounted once per page (the header), it also sets the icon's badge. */
export function useUnseenChanges(lang: Lang, { appBadge = false } = {}): number {
  const { data: site } = useQuery(siteQueryOptions(lang));
  const { unseen } = useFavouriteChanges(lang, site?.site_config.prefix_contract);
  // Signing out clears the icon's count (auth/logout.ts): this badge is drawn only while someone is signed in.
  useEffect(() => {
    if (appBadge) showAppBadge(unseen);
  }, [appBadge, unseen]);
  return unseen;
}

/** The badge with its own count: the header's lazily loaded one (features/layout/personal-menu.tsx). */
export function UnseenChangesBadge({ lang, appBadge = false }: { lang: Lang; appBadge?: boolean }) {
  return <ChangesBadge count={useUnseenChanges(lang, { appBadge })} />;
}

export function ChangesBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid="changes-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('changes.badge', { count })}</span>
    </span>
  );
}
