/** The audit log, newest first: who, what, before → after, when (Moscow time, as the server sends it). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { auditQueryOptions } from '../../api/desk';
import type { Lang } from '../../contract/common';
import type { AuditEntry } from '../../contract/desk';
import { DeskPager } from './desk-pager';
import styles from './desk.module.css';

export function AuditPanel({ lang, page, onPage }: { lang: Lang; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const list = useQuery({ ...auditQueryOptions(lang, page), placeholderData: keepPreviousData });
  const value = (entry: AuditEntry, text: string | null) => {
    if (text === null) return '—';
    if (entry.action === 'application_status') return t(`desk.statuses.${text}`, { defaultValue: text });
    if (entry.action === 'role_added' || entry.action === 'role_removed') return t(`desk.roles.${text}`, { defaultValue: text });
    return text;
  };
  return (
    <div className={styles.panel}>
      {list.isError ? <p role="alert">{t('desk.loadFailed')}</p> : null}
      {list.data ? (
        list.data.results.length === 0 ? (
          <p>{t('desk.audit.empty')}</p>
        ) : (
          <>
            <ol className={styles.cards} aria-label={t('desk.tabs.audit')}>
              {list.data.results.map((entry) => (
                <li key={entry.id} className={styles.card}>
                  <p className={styles.cardTitle}>{t(`desk.audit.actions.${entry.action}`)}</p>
                  <p className={styles.meta}>{entry.subject}</p>
                  <p>
                    {value(entry, entry.before)} → {value(entry, entry.after)}
                  </p>
                  <p className={styles.meta}>
                    <time dateTime={entry.at}>{entry.at.slice(0, 16).replace('T', ' ')}</time> · {entry.actor}
                  </p>
                </li>
              ))}
            </ol>
            <DeskPager page={page} count={list.data.count} pageSize={list.data.paginator_count} onPage={onPage} />
          </>
        )
      ) : null}
    </div>
  );
}
