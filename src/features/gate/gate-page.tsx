/**
 * /{lang}/staff/scan (issue 35): the gate. A field that a hand scanner types into (a line ending in
 * Enter) and a camera check a ticket's signed token against the bundle on the device, offline; the
 * verdict fills the screen at once; the scans wait on the device and are sent when the network returns.
 */
import { Link } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import { useOnlineStatus } from '../../pwa/online-status';
import { CameraScanner } from './camera-scanner';
import styles from './gate-page.module.css';
import { useGate } from './use-gate';
import { venueDateTime } from './venue-time';
import { VerdictScreen } from './verdict-screen';

export function GatePage({ lang, signedIn }: { lang: Lang; signedIn: boolean }) {
  const { t } = useTranslation();
  const gate = useGate(lang, signedIn);
  return (
    <section className={styles.page} aria-labelledby="gate-title">
      <h1 id="gate-title" className={styles.title}>
        {t('gate.title')}
      </h1>
      {gate.status === 'ready' && gate.data ? (
        <GateReady lang={lang} gate={gate} data={gate.data} />
      ) : gate.status === 'password_change' ? (
        <p className={styles.message} role="alert">
          {t('gate.password_change')}{' '}
          <Link to="/$lang/personal/settings" params={{ lang }} search={{ tab: 'password' }}>
            {t('gate.change_password')}
          </Link>
        </p>
      ) : gate.status === 'signed-out' ? (
        <p className={styles.message}>
          {t('gate.signed_out')}{' '}
          <Link to="/$lang/login" params={{ lang }} state={{ from: `/${lang}/staff/scan` }}>
            {t('gate.sign_in')}
          </Link>
        </p>
      ) : (
        <p className={styles.message} role={gate.status === 'loading' ? 'status' : 'alert'}>
          {t(`gate.${gate.status}`)}
        </p>
      )}
    </section>
  );
}

type Gate = ReturnType<typeof useGate>;

function GateReady({ lang, gate, data }: { lang: Lang; gate: Gate; data: NonNullable<Gate['data']> }) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const input = useRef<HTMLInputElement>(null);
  const [naming, setNaming] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = input.current;
    if (!field) return;
    const text = field.value;
    field.value = '';
    void gate.check(text);
  };
  const dismiss = () => {
    gate.clearVerdict();
    input.current?.focus();
  };
  const needsName = naming || !gate.gateName;
  return (
    <>
      {needsName ? (
        <GateNameForm
          initial={gate.gateName}
          onSave={(name) => {
            void gate.nameGate(name).then(() => {
              setNaming(false);
              input.current?.focus();
            });
          }}
        />
      ) : (
        <p className={styles.gateName}>
          {t('gate.gate_current', { name: gate.gateName })}{' '}
          <button type="button" className="btn btn-secondary" onClick={() => setNaming(true)}>
            {t('gate.gate_name_change')}
          </button>
        </p>
      )}
      {needsName ? null : (
        <>
          <form className={styles.codeForm} onSubmit={submit}>
            <label htmlFor="gate-code">{t('gate.code_label')}</label>
            <div className={styles.codeRow}>
              {/* The gate's one task: a hand scanner types here, so the field takes the focus and keeps it between scans. */}
              <input
                id="gate-code"
                ref={input}
                className={styles.codeInput}
                autoFocus
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="go"
                aria-describedby="gate-code-hint"
              />
              <button type="submit" className="btn btn-primary">
                {t('gate.check')}
              </button>
            </div>
            <p id="gate-code-hint" className={styles.note}>
              {t('gate.code_hint')}
            </p>
          </form>
          <CameraScanner onCode={(text) => void gate.check(text)} />
        </>
      )}
      <dl className={styles.status}>
        <div>
          <dt>{t('gate.tickets_loaded')}</dt>
          <dd>
            {data.roster.size} · {t('gate.bundle_at', { time: venueDateTime(data.generatedAt, lang) })}
          </dd>
        </div>
        <div>
          <dt>{t('gate.queue')}</dt>
          <dd data-testid="gate-queue">{gate.queueLength}</dd>
        </div>
        <div>
          <dt>{t('gate.synced_at')}</dt>
          <dd>{gate.syncedAt ? venueDateTime(gate.syncedAt, lang) : t('gate.never_synced')}</dd>
        </div>
      </dl>
      <p className={styles.note} role="status">
        {online ? (gate.syncing ? t('gate.syncing') : '') : t('gate.offline')}
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" disabled={!online || gate.syncing} onClick={() => void gate.sync()}>
          {t('gate.sync_now')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!online}
          onClick={() => void gate.reloadBundle().catch(() => undefined)}
        >
          {t('gate.reload_bundle')}
        </button>
      </div>
      {gate.verdict ? <VerdictScreen verdict={gate.verdict} lang={lang} onDismiss={dismiss} /> : null}
    </>
  );
}

function GateNameForm({ initial, onSave }: { initial: string; onSave: (name: string) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  return (
    <form
      className={styles.codeForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) onSave(name.trim());
      }}
    >
      <label htmlFor="gate-name">{t('gate.gate_name_label')}</label>
      <div className={styles.codeRow}>
        <input
          id="gate-name"
          className={styles.codeInput}
          value={name}
          maxLength={80}
          required
          onChange={(event) => setName(event.target.value)}
          aria-describedby="gate-name-hint"
        />
        <button type="submit" className="btn btn-primary">
          {t('gate.gate_name_save')}
        </button>
      </div>
      <p id="gate-name-hint" className={styles.note}>
        {t('gate.gate_name_hint')}
      </p>
    </form>
  );
}
