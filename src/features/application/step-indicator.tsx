/**
 * Where the visitor is in the wizard: a numbered list whose current item carries aria-current="step", so a
 * screen reader says "current step"; finished steps say so in hidden text rather than by a tick alone.
 *
 * The spec's wizard is three steps and a confirmation: only the three steps get numbers, the ones
 * "Step 1 of 3" counts, and the confirmation closes the row with a flag instead of a fourth number.
 */
import { useTranslation } from 'react-i18next';
import { FlagIcon } from '../../ui/icons';
import { DONE_STEP, FORM_STEPS, type WizardStep } from './application-form';
import styles from './step-indicator.module.css';

export const STEP_KEYS = ['contact', 'stand', 'contests', 'done'] as const;
/** "Step 1 of 3": the steps the visitor fills in; the confirmation is not one of them. */
export const COUNTED_STEPS = FORM_STEPS.length;

export function StepIndicator({ step }: { step: WizardStep }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps} aria-label={t('application.steps_label')}>
      {STEP_KEYS.map((key, index) => {
        const number = index + 1;
        const counted = number !== DONE_STEP;
        const state = number < step ? styles.done : number === step ? styles.current : '';
        return (
          <li key={key} className={`${styles.step} ${state}`} aria-current={number === step ? 'step' : undefined}>
            <span className={styles.number} aria-hidden="true">
              {number < step ? '✓' : counted ? number : <FlagIcon size={18} />}
            </span>
            <span className={styles.label}>
              {counted ? (
                <span className="visually-hidden">{t('common.labelled', { label: t('application.step_number', { number }) })}</span>
              ) : null}
              {t(`application.steps.${key}`)}
              {number < step ? <span className="visually-hidden"> ({t('application.step_completed')})</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
