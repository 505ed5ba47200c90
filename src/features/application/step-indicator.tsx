/**
 * Where the visitor is in the wizard: a numbered list whose current item carries aria-current="step", so a
 * screen reader says "current step"; finished steps say so in hidden text rather than by a tick alone.
 */
import { useTranslation } from 'react-i18next';
import type { WizardStep } from './application-form';
import styles from './step-indicator.module.css';

export const STEP_KEYS = ['contact', 'stand', 'contests', 'done'] as const;

export function StepIndicator({ step }: { step: WizardStep }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps} aria-label={t('application.steps_label')}>
      {STEP_KEYS.map((key, index) => {
        const number = index + 1;
        const state = number < step ? styles.done : number === step ? styles.current : '';
        return (
          <li key={key} className={`${styles.step} ${state}`} aria-current={number === step ? 'step' : undefined}>
            <span className={styles.number} aria-hidden="true">
              {number < step ? '✓' : number}
            </span>
            <span className={styles.label}>
              <span className="visually-hidden">{t('common.labelled', { label: t('application.step_number', { number }) })}</span>
              {t(`application.steps.${key}`)}
              {number < step ? <span className="visually-hidden"> ({t('application.step_completed')})</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
