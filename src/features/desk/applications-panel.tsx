/**
 * Applications with their filters (kept in the URL), the status the organiser sets per row, and the
 * command line's export as a download. A status change refetches the list and the audit log.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deskApplicationsQueryOptions, downloadApplications, setApplicationStatus } from '../../api/desk';
import { queryKey } from '../../api/query-keys';
import { STAND_TYPES } from '../../contract/application';
import type { Lang, PagedList } from '../../contract/common';
import { APPLICATION_STATUSES, type ApplicationStatus, type DeskApplication } from '../../contract/desk';
import { downloadBlob } from '../../ui/download';
import { toast } from '../../ui/toast';
import { DeskPager } from './desk-pager';
import type { DeskSearch } from './desk-search';
import styles from './desk.module.css';

const STAND_KEYS = ['linear', 'corner', 'peninsula', 'island'] as const;
const standKey = (type: string) => STAND_KEYS[STAND_TYPES.indexOf(type as (typeof STAND_TYPES)[number])] ?? 'linear';

const FILTER_FIELDS = ['from', 'to', 'stand_type', 'area_min', 'area_max', 'status'] as const;

type Props = { lang: Lang; search: DeskSearch; onSearch: (next: Partial<DeskSearch>) => void };

export function ApplicationsPanel({ lang, search, onSearch }: Props) {
  const { t } = useTranslation();
  const filters = { ...Object.fromEntries(FILTER_FIELDS.map((field) => [field, search[field]])), page: search.page };
  const list = useQuery({ ...deskApplicationsQueryOptions(lang, filters), placeholderData: keepPreviousData });
  const [exporting, setExporting] = useState(false);

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Partial<DeskSearch> = { page: 1 };
    for (const field of FILTER_FIELDS) {
      const value = data.get(field);
      (next as Record<string, unknown>)[field] = typeof value === 'string' && value !== '' ? value : undefined;
    }
    onSearch(next);
  };

  const onExport = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      downloadBlob(`applications.${format}`, await downloadApplications(lang, format));
    } catch {
      toast.error(t('desk.loadFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.panel}>
      <form className={styles.filters} onSubmit={onFilter} aria-label={t('desk.applications.filters')}>
        <label className={styles.filter}>
          {t('desk.applications.from')}
          <input type="date" name="from" defaultValue={search.from ?? ''} />
        </label>
        <label className={styles.filter}>
          {t('desk.applications.to')}
          <input type="date" name="to" defaultValue={search.to ?? ''} />
        </label>
        <FilterSelect
          label={t('desk.applications.standType')}
          name="stand_type"
          value={search.stand_type}
          options={STAND_TYPES.map((type) => ({ value: type, label: t(`desk.standTypes.${standKey(type)}`) }))}
        />
        <label className={styles.filter}>
          {t('desk.applications.areaMin')}
          <input type="number" name="area_min" min={0} inputMode="numeric" defaultValue={search.area_min ?? ''} />
        </label>
        <label className={styles.filter}>
          {t('desk.applications.areaMax')}
          <input type="number" name="area_max" min={0} inputMode="numeric" defaultValue={search.area_max ?? ''} />
        </label>
        <FilterSelect
          label={t('desk.applications.status')}
          name="status"
          value={search.status}
          options={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`desk.statuses.${status}`) }))}
        />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary">
            {t('desk.applications.apply')}
          </button>
          <button type="button" className="btn btn-secondary" disabled={exporting} onClick={() => void onExport('csv')}>
            {t('desk.applications.exportCsv')}
          </button>
          <button type="button" className="btn btn-secondary" disabled={exporting} onClick={() => void onExport('xlsx')}>
            {t('desk.applications.exportXlsx')}
          </button>
        </div>
      </form>

      {list.isError ? <p role="alert">{t('desk.loadFailed')}</p> : null}
      {list.data ? (
        <>
          <p className={styles.count}>{t('desk.applications.count', { count: list.data.count })}</p>
          {list.data.results.length === 0 ? (
            <p>{t('desk.applications.empty')}</p>
          ) : (
            <ul className={styles.cards}>
              {list.data.results.map((application) => (
                <ApplicationCard key={application.id} lang={lang} application={application} />
              ))}
            </ul>
          )}
          <DeskPager
            page={search.page}
            count={list.data.count}
            pageSize={list.data.paginator_count}
            onPage={(page) => onSearch({ page })}
          />
        </>
      ) : null}
    </div>
  );
}

function ApplicationCard({ lang, application }: { lang: Lang; application: DeskApplication }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (status: ApplicationStatus) => setApplicationStatus(lang, application.id, status),
    onSuccess: async (updated) => {
      toast.success(t('desk.applications.statusChanged', { company: updated.company, status: t(`desk.statuses.${updated.status}`) }));
      // Written into every loaded page at once: the service worker may answer the next GET from its copy.
      queryClient.setQueriesData<PagedList<DeskApplication>>(
        { queryKey: queryKey('desk', lang, 'applications') },
        (list) => list && Object.assign({}, list, { results: list.results.map((row) => (row.id === updated.id ? updated : row)) }),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKey('desk', lang, 'applications') }),
        queryClient.invalidateQueries({ queryKey: queryKey('desk', lang, 'audit') }),
      ]);
    },
    onError: () => toast.error(t('desk.applications.statusFailed')),
  });
  return (
    <li className={styles.card}>
      <p className={styles.cardTitle}>{application.company}</p>
      <p className={styles.meta}>
        {application.created_at.slice(0, 16).replace('T', ' ')} · {application.ex_prefix ?? '—'} ·{' '}
        {t(`desk.standTypes.${standKey(application.stand_type)}`)} · {t('desk.applications.areaValue', { area: application.area })}
      </p>
      <p className={styles.meta}>
        {application.contact} · <a href={`mailto:${application.email}`}>{application.email}</a> · {application.phone}
      </p>
      <label className={styles.filter}>
        {t('desk.applications.statusOf', { company: application.company })}
        <select
          value={application.status}
          disabled={change.isPending}
          onChange={(event) => change.mutate(event.target.value as ApplicationStatus)}
        >
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`desk.statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
    </li>
  );
}

/** A filter of fixed values with "any" first: the empty value leaves the filter out of the search. */
function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <label className={styles.filter}>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{t('desk.applications.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
