/**
 * An import's report as the desk shows it: every problem with its file, sheet, row and column (nothing was
 * written), or per file what would be (dry run) or was added, changed field by field (before → after) and
 * removed. Long lists show their first rows; the counts above them are always whole.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskImportChange, DeskImportReport, DeskImportStep } from '../../contract/desk-data';
import styles from './desk.module.css';

/** Rows of each list drawn at once: a 3,000-exhibitor first import is a count and the first of them. */
const SHOWN = 100;

export function ImportReport({ report }: { report: DeskImportReport }) {
  const { t } = useTranslation();
  if (report.problems.length > 0) return <ImportProblems report={report} />;
  return (
    <div className={styles.panel} aria-live="polite">
      <p className={styles.count} role="status">
        {report.dryRun ? t('desk.data.dryRunDone', { count: report.rows }) : t('desk.data.applied')}
      </p>
      {report.steps.map((step) => (
        <StepReport key={`${step.kind}:${step.source}`} step={step} dryRun={report.dryRun} />
      ))}
    </div>
  );
}

function ImportProblems({ report }: { report: DeskImportReport }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.panel}>
      <p id={id} className={styles.count} role="alert">
        {t('desk.data.problems', { count: report.problems.length })}
      </p>
      <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby={id}>
        <table className={`${styles.table} ${styles.report}`} aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">{t('desk.data.file')}</th>
              <th scope="col">{t('desk.data.sheet')}</th>
              <th scope="col">{t('desk.data.row')}</th>
              <th scope="col">{t('desk.data.column')}</th>
              <th scope="col">{t('desk.data.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {report.problems.slice(0, SHOWN).map((problem, index) => (
              <tr key={index}>
                <td>{problem.file}</td>
                <td>{problem.sheet ?? ''}</td>
                <td>{problem.row ?? ''}</td>
                <td>{problem.column ?? ''}</td>
                <td className={styles.name}>{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <More total={report.problems.length} />
    </div>
  );
}

function StepReport({ step, dryRun }: { step: DeskImportStep; dryRun: boolean }) {
  const { t } = useTranslation();
  const counts = step.counts;
  if (!counts || !step.changes) return null;
  const title = `${t(`desk.data.kinds.${step.kind}`)} — ${step.source}`;
  return (
    <section className={styles.card} aria-label={title}>
      <h3 className={styles.subtitle}>{title}</h3>
      <p className={styles.summary}>
        {t(dryRun ? 'desk.data.wouldCounts' : 'desk.data.counts', {
          added: counts.added,
          changed: counts.changed,
          removed: counts.removed,
          unchanged: counts.unchanged,
        })}
      </p>
      {counts.kept ? <p className={styles.meta}>{t('desk.data.kept', { count: counts.kept })}</p> : null}
      <ChangeList title={t('desk.data.addedList')} entries={step.changes.added} />
      <ChangeList title={t('desk.data.changedList')} entries={step.changes.changed} />
      <ChangeList title={t('desk.data.removedList')} entries={step.changes.removed} />
      {(step.notes ?? []).map((note) => (
        <p key={note.key + note.message} className={styles.meta}>
          {t('common.labelled', { label: note.key })}
          {note.message}
          {note.items?.length ? ` (${note.items.slice(0, 20).join(', ')}${note.items.length > 20 ? ' …' : ''})` : ''}
        </p>
      ))}
    </section>
  );
}

function ChangeList({ title, entries }: { title: string; entries: DeskImportChange[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <div>
      <h4 className={styles.listTitle}>{title}</h4>
      <ul className={styles.changes} aria-label={title}>
        {entries.slice(0, SHOWN).map((entry) => (
          <li key={entry.key}>
            <span className={styles.key}>{entry.key}</span>
            {entry.fields?.map((field) => (
              <span key={field.field} className={styles.field}>
                {t('common.labelled', { label: field.field })}
                <del>{field.before || t('desk.data.empty')}</del> → <ins>{field.after || t('desk.data.empty')}</ins>
              </span>
            ))}
          </li>
        ))}
      </ul>
      <More total={entries.length} />
    </div>
  );
}

function More({ total }: { total: number }) {
  const { t } = useTranslation();
  return total > SHOWN ? <p className={styles.meta}>{t('desk.data.more', { count: total - SHOWN })}</p> : null;
}
