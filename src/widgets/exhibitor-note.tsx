/**
 * The visitor's private note on a favourite exhibitor (issue 34), on the favourites' companies tab and in
 * the exhibitor's dialog. It saves as the visitor types: each pause of DEBOUNCE_MS (and leaving the field,
 * and closing the dialog) sends what is there with the time of the last keystroke, so of two devices the
 * later typing wins however late either reaches the server. Offline the save waits in the queue.
 *
 * What the field shows follows the stored note (another device's later edit arrives with a refetch or as
 * the answer to a save) except while the visitor's last words wait for the pause that sends them.
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
  const [waiting, setWaiting] = useState(false);
  const typed = useRef<Typed | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A stored note that changed (a save answered, another device's later edit) reaches the field unless the
  // visitor has typed words not yet handed to the queue: those are never replaced under the cursor.
  if (note.text !== seen) {
    setSeen(note.text);
    if (!waiting) setDraft(note.text);
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
      <p className={styles.label}>
        <label htmlFor={fieldId}>{t('notes.label')}</label>
        <span id={`${fieldId}-hint`} className={styles.hint}>
          {t('notes.hint')}
        </span>
      </p>
      <textarea
        id={fieldId}
        // A list holds many notes: each field's name says whose, and starts with the visible label.
        aria-label={t('notes.field', { name })}
        aria-describedby={`${fieldId}-hint`}
        className={styles.field}
        value={draft}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        placeholder={t('notes.placeholder')}
        onChange={(event) => onChange(event.target.value)}
        onBlur={flush}
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
