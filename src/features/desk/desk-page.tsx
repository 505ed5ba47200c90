/**
 * The organiser's desk (issue 35): applications, the show's data (upload and download), staff roles, the audit log and the show in figures as five tabs. The page
 * renders the same on the server and in the browser's first pass (signed out: there is no token on the
 * server); the data loads in the browser only, after /staff/me says the account is an organiser. The
 * server refuses every desk call to anyone else, so this check only decides what to show.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { staffMeQueryOptions } from '../../api/desk';
import { ApiError } from '../../api/errors';
import type { Lang } from '../../contract/common';
import { useIsSignedIn } from '../../session/use-session';
import { Tabs } from '../../ui/tabs';
import { ApplicationsPanel } from './applications-panel';
import { AuditPanel } from './audit-panel';
import { DataPanel } from './data-panel';
import { FiguresPanel } from './figures-panel';
import { StaffPanel } from './staff-panel';
import type { DeskSearch, DeskTab } from './desk-search';
import styles from './desk.module.css';

export type DeskPageProps = { lang: Lang; search: DeskSearch; onSearch: (next: Partial<DeskSearch>) => void };

export function DeskPage({ lang, search, onSearch }: DeskPageProps) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const me = useQuery({ ...staffMeQueryOptions(lang), enabled: signedIn });

  let body;
  if (!signedIn) {
    body = (
      <p className={styles.notice}>
        {t('desk.signedOut')}{' '}
        <Link to="/$lang/login" params={{ lang }} state={{ from: `/${lang}/staff` }}>
          {t('desk.signIn')}
        </Link>
      </p>
    );
  } else if (me.isPending) {
    body = <p className={styles.notice}>{t('desk.checking')}</p>;
  } else if (me.isError || !me.data.roles.includes('organiser')) {
    const refused =
      me.isError && !(me.error instanceof ApiError && me.error.status === 403) ? t('desk.loadFailed') : t('desk.notOrganiser');
    body = (
      <p className={styles.notice} role="alert">
        {refused}
      </p>
    );
  } else if (me.data.password_change_required) {
    body = (
      <p className={styles.notice} role="alert">
        {t('desk.changePassword')}{' '}
        <Link to="/$lang/personal/settings" params={{ lang }} search={{ tab: 'password' }}>
          {t('desk.changePasswordLink')}
        </Link>
      </p>
    );
  } else {
    const items = [
      { value: 'applications', label: t('desk.tabs.applications') },
      { value: 'data', label: t('desk.tabs.data') },
      { value: 'staff', label: t('desk.tabs.staff') },
      { value: 'audit', label: t('desk.tabs.audit') },
      { value: 'figures', label: t('desk.tabs.figures') },
    ] as const satisfies readonly { value: DeskTab; label: string }[];
    body = (
      <Tabs label={t('desk.title')} items={items} value={search.tab} onChange={(tab) => onSearch({ tab, page: 1 })}>
        {search.tab === 'applications' ? <ApplicationsPanel lang={lang} search={search} onSearch={onSearch} /> : null}
        {search.tab === 'data' ? <DataPanel lang={lang} /> : null}
        {search.tab === 'staff' ? <StaffPanel lang={lang} self={me.data.login} /> : null}
        {search.tab === 'audit' ? <AuditPanel lang={lang} page={search.page} onPage={(page) => onSearch({ page })} /> : null}
        {search.tab === 'figures' ? <FiguresPanel lang={lang} /> : null}
      </Tabs>
    );
  }

  return (
    <section className={`container page-section ${styles.page}`}>
      <h1 className="section-title">{t('desk.title')}</h1>
      {body}
    </section>
  );
}
