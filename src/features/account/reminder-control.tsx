/**
 * "Напоминать" (issue 34): turns this device's push reminders on (the browser asks for permission then,
 * never on page load) or off, and chooses how long before a favourite event they come: 5, 15 or 30
 * minutes. Shown on the plan and on the settings page; the state is the device's own, read after mount
 * (the server renders the page without it).
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import { DEFAULT_REMINDER_LEAD, REMINDER_LEADS, type ReminderLead } from '../../contract/push';
import { readString, STORAGE_KEYS, writeString } from '../../lib/storage';
import { reminderState, turnRemindersOff, turnRemindersOn, updateReminders, type ReminderState } from '../../pwa/push-device';
import { localTokenStore } from '../../session/tokens';
import { toast } from '../../ui/toast';
import styles from './reminder-control.module.css';

const storedLead = (): ReminderLead => {
  const stored = Number(readString(STORAGE_KEYS.reminderLead));
  return (REMINDER_LEADS as readonly number[]).includes(stored) ? (stored as ReminderLead) : DEFAULT_REMINDER_LEAD;
};

export function ReminderControl({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const leadId = useId();
  const [state, setState] = useState<ReminderState | null>(null);
  const [lead, setLead] = useState<ReminderLead>(DEFAULT_REMINDER_LEAD);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void reminderState()
      .catch((): ReminderState => 'off')
      .then((next) => {
        if (!live) return;
        // The device's choice, read with the rest of its state: the control shows nothing before.
        setLead(storedLead());
        setState(next);
      });
    return () => {
      live = false;
    };
  }, []);

  const run = async (work: () => Promise<ReminderState>) => {
    setBusy(true);
    try {
      setState(await work());
    } catch {
      toast.error(t('reminders.failed'));
    } finally {
      setBusy(false);
    }
  };
  const onLead = (next: ReminderLead) => {
    setLead(next);
    writeString(STORAGE_KEYS.reminderLead, String(next));
    if (state === 'on') void run(async () => (await updateReminders(lang, next), 'on'));
  };

  if (state === 'unsupported' || state === 'denied') {
    return <p className={styles.note}>{t(state === 'denied' ? 'reminders.denied' : 'reminders.unsupported')}</p>;
  }
  return (
    // Until the device's state is read, the control stands disabled in its place: appearing later, it
    // pushed the plan's day below it down after the first paint (Lighthouse's layout shift on the plan).
    <div className={styles.control} data-testid="reminders" data-state={state ?? undefined}>
      <label htmlFor={leadId} className={styles.leadLabel}>
        {t('reminders.lead')}
      </label>
      <select
        id={leadId}
        className={styles.lead}
        value={lead}
        disabled={state === null}
        onChange={(event) => onLead(Number(event.target.value) as ReminderLead)}
      >
        {REMINDER_LEADS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t('reminders.lead_option', { count: minutes })}
          </option>
        ))}
      </select>
      {state === 'on' ? (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void run(async () => (await turnRemindersOff(lang, localTokenStore.access()), 'off'))}
        >
          {t('reminders.turn_off')}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || state === null}
          onClick={() => void run(() => turnRemindersOn(lang, lead))}
        >
          {t('reminders.turn_on')}
        </button>
      )}
      {state === 'on' ? (
        <p className={styles.note} role="status">
          {t('reminders.on', { count: lead })}
        </p>
      ) : null}
    </div>
  );
}
