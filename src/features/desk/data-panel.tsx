/**
 * The desk's data tab: an organiser uploads what `npm run import` takes (a workbook, or a folder as a .zip),
 * reads the dry run's report, and applies exactly the file that was checked; and downloads any kind as
 * `npm run export` writes it. "Apply" stays off until a dry run of the same file with the same choices
 * came back without problems; changing any of them asks for a new check.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport, uploadImport, type DeskImportOptions } from '../../api/desk';
import type { Lang } from '../../contract/common';
import { DESK_IMPORT_KINDS, DESK_UPLOAD_MAX_BYTES, type DeskImportKind, type DeskImportReport } from '../../contract/desk-data';
import { downloadBlob } from '../../ui/download';
import { toast } from '../../ui/toast';
import { ImportReport } from './import-report';
import { refusalText } from './refusal-text';
import styles from './desk.module.css';

const ERROR_TOAST_ID = 'desk-data-error';
type Choice = Omit<DeskImportOptions, 'dryRun'>;
type Checked = { file: File; choice: Choice; report: DeskImportReport };

const sameChoice = (a: Choice, b: Choice) => a.kind === b.kind && a.exhibition === b.exhibition && a.prune === b.prune;

export function DataPanel({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [choice, setChoice] = useState<Choice>({ kind: 'participants', exhibition: '', prune: false });
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [applied, setApplied] = useState<DeskImportReport | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const current = checked && file === checked.file && sameChoice(choice, checked.choice) ? checked : null;
  const canApply = !!current && current.report.problems.length === 0 && !busy;
  const update = (next: Partial<Choice>) => setChoice((before) => ({ ...before, ...next }));

  const send = async (dryRun: boolean, upload: File) => {
    setBusy(dryRun ? 'check' : 'apply');
    setFailure(null);
    toast.dismiss(ERROR_TOAST_ID);
    try {
      const report = await uploadImport(lang, upload, { ...choice, dryRun });
      if (dryRun) {
        setApplied(null);
        setChecked({ file: upload, choice, report });
      } else {
        setChecked(null);
        setApplied(report);
        if (report.problems.length === 0) {
          toast.success(t('desk.data.appliedToast'));
          // Every list the site shows may hold what the import changed.
          await queryClient.invalidateQueries();
        }
      }
    } catch (error) {
      setFailure(refusalText(t, error));
    } finally {
      setBusy(null);
    }
  };

  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFailure(t('desk.data.noFile'));
      return;
    }
    if (file.size > DESK_UPLOAD_MAX_BYTES) {
      setFailure(t('desk.data.tooLarge', { mb: DESK_UPLOAD_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    void send(true, file);
  };

  return (
    <div className={styles.panel}>
      <form className={styles.filters} onSubmit={onCheck} noValidate aria-label={t('desk.data.uploadTitle')}>
        <h2 className={`${styles.subtitle} ${styles.wide}`}>{t('desk.data.uploadTitle')}</h2>
        <p className={`${styles.meta} ${styles.wide}`}>{t('desk.data.uploadHint')}</p>
        <KindSelect label={t('desk.data.kind')} value={choice.kind} onChange={(kind) => update({ kind })} />
        <ExhibitionField value={choice.exhibition} onChange={(exhibition) => update({ exhibition })} />
        <label className={`${styles.filter} ${styles.wide}`} htmlFor={fileId}>
          {t('desk.data.file')}
          <input
            id={fileId}
            type="file"
            accept=".xlsx,.csv,.zip"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setFailure(null);
            }}
          />
        </label>
        <label className={`${styles.check} ${styles.wide}`}>
          <input type="checkbox" checked={choice.prune} onChange={(event) => update({ prune: event.currentTarget.checked })} />
          {t('desk.data.prune')}
        </label>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-secondary" disabled={!!busy}>
            {busy === 'check' ? t('desk.data.checking') : t('desk.data.check')}
          </button>
          <button type="button" className="btn btn-primary" disabled={!canApply} onClick={() => current && void send(false, current.file)}>
            {busy === 'apply' ? t('desk.data.applying') : t('desk.data.apply')}
          </button>
        </div>
        {failure ? (
          <p className={`${styles.wide} ${styles.error}`} role="alert">
            {failure}
          </p>
        ) : null}
      </form>
      {current ? <ImportReport report={current.report} /> : null}
      {checked && !current ? <p className={styles.meta}>{t('desk.data.checkAgain')}</p> : null}
      {applied ? <ImportReport report={applied} /> : null}
      <ExportForm lang={lang} />
    </div>
  );
}

function KindSelect({ label, value, onChange }: { label: string; value: DeskImportKind; onChange: (kind: DeskImportKind) => void }) {
  const { t } = useTranslation();
  return (
    <label className={styles.filter}>
      {label}
      <select value={value} onChange={(event) => onChange(event.currentTarget.value as DeskImportKind)}>
        {DESK_IMPORT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`desk.data.kinds.${kind}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

function ExhibitionField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className={styles.filter}>
      {t('desk.data.exhibition')}
      <input
        value={value}
        placeholder={t('desk.data.exhibitionPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.currentTarget.value.trim().toUpperCase())}
      />
    </label>
  );
}

function ExportForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<DeskImportKind>('participants');
  const [exhibition, setExhibition] = useState('');
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const [busy, setBusy] = useState(false);

  const onDownload = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    toast.dismiss(ERROR_TOAST_ID);
    try {
      const blob = await downloadExport(lang, kind, exhibition, format);
      const extension = blob.type.includes('zip') ? 'zip' : format;
      downloadBlob(`${kind}${exhibition ? `-${exhibition}` : ''}.${extension}`, blob);
    } catch (error) {
      toast.error(refusalText(t, error), { id: ERROR_TOAST_ID });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.filters} onSubmit={(event) => void onDownload(event)} aria-label={t('desk.data.exportTitle')}>
      <h2 className={`${styles.subtitle} ${styles.wide}`}>{t('desk.data.exportTitle')}</h2>
      <p className={`${styles.meta} ${styles.wide}`}>{t('desk.data.exportHint')}</p>
      <KindSelect label={t('desk.data.exportKind')} value={kind} onChange={setKind} />
      <ExhibitionField value={exhibition} onChange={setExhibition} />
      <label className={styles.filter}>
        {t('desk.data.format')}
        <select value={format} onChange={(event) => setFormat(event.currentTarget.value === 'csv' ? 'csv' : 'xlsx')}>
          <option value="xlsx">{t('desk.data.formatXlsx')}</option>
          <option value="csv">{t('desk.data.formatCsv')}</option>
        </select>
      </label>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          {t('desk.data.download')}
        </button>
      </div>
    </form>
  );
}
