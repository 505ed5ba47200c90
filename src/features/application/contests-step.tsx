/**
 * Step 3 (spec §2): the contests to take part in, each with a tooltip of its short description. The
 * description is CMS HTML; a tooltip shows it as plain text (tags dropped, entities decoded), so nothing
 * from the server is ever inserted as markup here.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlToText } from '../../lib/html-text';
import { Tooltip } from '../../ui/tooltip';
import { useDismiss } from '../../ui/use-dismiss';
import styles from './contests-step.module.css';
import { CheckboxGroup } from './fields';
import fieldStyles from './fields.module.css';

export type ContestOption = { url: string; name: string; short_text: string };

export function ContestsStep({ contests }: { contests: readonly ContestOption[] }) {
  const { t } = useTranslation();
  if (contests.length === 0) return <p className={fieldStyles.hint}>{t('application.no_contests')}</p>;
  return (
    <div className={fieldStyles.grid}>
      <CheckboxGroup
        name="contests"
        legend={t('application.fields.contests')}
        hint={t('application.contests_hint')}
        options={contests.map((contest) => ({
          value: contest.url,
          label: contest.name,
          extra: <ContestInfo name={contest.name} text={htmlToText(contest.short_text).replace(/\s+/g, ' ').trim()} />,
        }))}
      />
    </div>
  );
}

function ContestInfo({ name, text }: { name: string; text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const containerRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, containerRef, close, buttonRef);
  if (!text) return null;
  return (
    <span ref={containerRef} className={styles.info}>
      <button
        ref={buttonRef}
        type="button"
        className={`icon-button ${styles.infoButton}`}
        aria-label={t('application.contest_info', { name })}
        aria-expanded={open}
        aria-describedby={open ? id : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          width={20}
          height={20}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M12 16v-5M12 8h.01" />
        </svg>
      </button>
      {open ? (
        <Tooltip id={id} onClose={close}>
          {text}
        </Tooltip>
      ) : null}
    </span>
  );
}
