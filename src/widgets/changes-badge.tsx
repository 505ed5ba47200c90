/**
 * The count of unseen changes in the visitor's favourites (issue 34), on the menu entries of the plan and,
 * where the browser has the Badging API, on the installed app's icon. Nothing when nobody is signed in.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppBadge, useFavouriteChanges } from '../api/favourite-changes';
import { siteQueryOptions } from '../api/site';
import type { Lang } from '../contract/common';
import styles from './changes-badge.module.css';

/** The unseen count of the current exhibition; mounted once per page (the header), it also sets the icon's badge. */
export function useUnseenChanges(lang: Lang, { appBadge = false } = {}): number {
  const { data: site } = useQuery(siteQueryOptions(lang));
  const { unseen } = useFavouriteChanges(lang, site?.site_config.prefix_contract);
  useAppBadge(appBadge ? unseen : -1);
  return unseen;
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
