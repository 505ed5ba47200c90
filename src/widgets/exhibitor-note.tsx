/**
 * The visitor's private note on a favourite exhibitor (issue 34), on the favourites' companies tab and in
 * the exhibitor's dialog. It saves as the visitor types: each pause of DEBOUNCE_MS (and leaving the field,
 * and closing the dialog) sends what is there with the time of the last keystroke, so of two devices the
 * later typing wins however late either reaches the server. Offline the save waits in the queue.
 *
 * What the field shows follows the stored note (another device's edit arrives with a refetch) only while
 * the visitor is not typing in it: their own unsent words are never replaced under the cursor.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParticipantNote } from '../api/notes';
import { DEFAULT_LANG, isLang } from '../contract/common';
import { NOTE_MAX_LENGTH } from '../contract/notes';
import { formatDeviceDateTime } from '../lib/dates';
import styles from './exhibitor-note.module.css';

/** Long enough to be one save per phrase, short enough that closing the app a moment later has it sent. */
export const NOTE_DEBOUNCE_MS = 600;

type Typed = { text: string; at: string };

export function ExhibitorNote({ participantId, name }: { participantId: string; name: string }) {
  const { t, i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  const note = useParticipantNote(lang, participantId);
  const fieldId = useId();
  const [draft, setDraft] = useState(note.text);
  const [seen, setSeen] = useState(note.text);
  const [editing, setEditing] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const typed = useRef<Typed | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A stored note that changed (a save answered, another device's edit) reaches the field when nobody types in it.
  if (note.text !== seen) {
    setSeen(note.text);
    if (!editing) setDraft(note.text);
  }

  const { save } = note;
  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const pending = typed.current;
    typed.current = null;
    setWaiting(false);
    if (pending) save(pending.text, pending.at);
  }, [save]);

  // Closing the dialog or leaving the page mid-pause still saves the last words.
  useEffect(() => flush, [flush]);

  const onChange = (text: string) => {
    setDraft(text);
    typed.current = { text, at: new Date().toISOString() };
    setWaiting(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, NOTE_DEBOUNCE_MS);
  };

  let status = '';
  if (note.queued) status = t('notes.queued');
  else if (waiting || note.sending) status = t('notes.saving');
  else if (note.updatedAt) status = t('notes.saved', { time: formatDeviceDateTime(Date.parse(note.updatedAt), lang) });

  return (
    <div className={styles.note}>
      <label htmlFor={fieldId} className={styles.label}>
        {t('notes.label')}
        <span className="visually-hidden">: {name}</span>
        <span className={styles.hint}>{t('notes.hint')}</span>
      </label>
      <textarea
        id={fieldId}
        className={styles.field}
        value={draft}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        placeholder={t('notes.placeholder')}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => setEditing(true)}
        onBlur={() => {
          setEditing(false);
          flush();
        }}
      />
      <p className={styles.status}>
        <span aria-live="polite" data-testid="note-status">
          {status}
        </span>
        <span className={styles.count}>{t('notes.count', { count: draft.length, max: NOTE_MAX_LENGTH })}</span>
      </p>
    </div>
  );
}
