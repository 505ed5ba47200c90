/**
 * The exhibitor application wizard (spec §2 "Application wizard", §4, §5 step 1). One react-hook-form
 * form spans the three steps; its resolver validates only the step on screen (application-form.ts), so
 * Next moves on only when that step is valid, and the first invalid field takes the focus. Submit shows
 * the confirmation at once and posts in the background (use-application-submit.ts); the draft stays in
 * sessionStorage until the server has accepted it. A signed-in visitor finds their contact details filled
 * in from the profile (use-application-draft.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { userQueryOptions } from '../../api/account';
import type { Lang } from '../../contract/common';
import type { FormMessages } from '../../contract/form-rules';
import { useIsSignedIn } from '../../session/use-session';
import { PageHead } from '../../ui/page-head';
import {
  DONE_STEP,
  EMPTY_APPLICATION,
  stepErrors,
  AREAS_ERROR,
  AREA_FIELDS,
  toApplicationPayload,
  type ApplicationChoices,
  type ApplicationFormValues,
  type FormStep,
  type WizardStep,
} from './application-form';
import styles from './application-page.module.css';
import { ContactStep } from './contact-step';
import { ContestsStep, type ContestOption } from './contests-step';
import { DoneStep } from './done-step';
import type { TopicOption } from './fields';
import { StandStep } from './stand-step';
import { COUNTED_STEPS, STEP_KEYS, StepIndicator } from './step-indicator';
import { useApplicationDraft } from './use-application-draft';
import { useApplicationSubmit } from './use-application-submit';

type ResolverContext = {
  step: FormStep;
  messages: Partial<FormMessages>;
  choices: ApplicationChoices;
};

/** Validates the step named in the form's context with the contract's rules. */
const stepResolver: Resolver<ApplicationFormValues, ResolverContext> = (values, context) => {
  if (!context) return { values, errors: {} };
  const { [AREAS_ERROR]: areas, ...found } = stepErrors(context.step, values, context.messages, context.choices);
  const errors: FieldErrors<ApplicationFormValues> = {};
  for (const [name, message] of Object.entries(found) as [keyof ApplicationFormValues, string][])
    errors[name] = { type: 'validate', message };
  // "No area above 0" marks the three area inputs (the first takes the focus); the step shows it once.
  if (areas) for (const name of AREA_FIELDS) errors[name] ??= { type: AREAS_ERROR, message: areas };
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

export type ApplicationPageProps = {
  lang: Lang;
  /** prefix_contract of the exhibition applied for: the current one. */
  exPrefix: string;
  topics: readonly TopicOption[];
  contests: readonly ContestOption[];
};

export function ApplicationPage({ lang, exPrefix, topics, contests }: ApplicationPageProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<WizardStep>(1);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus follows a step change the visitor made, not the first render or a restored draft.
  const movedRef = useRef(false);
  const choices = useMemo<ApplicationChoices>(() => ({ topics, contests }), [topics, contests]);
  const messages = useMemo<Partial<FormMessages>>(
    () => ({
      required: t('application.errors.required'),
      invalid_email: t('application.errors.invalid_email'),
      invalid_phone: t('application.errors.invalid_phone'),
      invalid_number: t('application.errors.invalid_number'),
      too_long: t('application.errors.too_long'),
      invalid_value: t('application.errors.invalid_value'),
      invalid_choice: t('application.errors.invalid_choice'),
      area_required: t('application.errors.area_required'),
    }),
    [t],
  );
  const form = useForm<ApplicationFormValues, ResolverContext>({
    defaultValues: EMPTY_APPLICATION,
    resolver: stepResolver,
    context: { step: step === DONE_STEP ? 3 : step, messages, choices },
    reValidateMode: 'onChange',
  });
  const { status, send, inFlight } = useApplicationSubmit();
  const post = useCallback(
    (values: ApplicationFormValues) =>
      send({
        lang,
        exPrefix,
        application: toApplicationPayload(values, choices),
      }),
    [send, lang, exPrefix, choices],
  );
  const signedIn = useIsSignedIn();
  const { data: profile } = useQuery({ ...userQueryOptions(lang), enabled: signedIn });
  const saveStep = useApplicationDraft(form, signedIn ? profile : undefined, (draft) => {
    setStep(draft.step);
    // Submitted before the reload but not yet accepted: send it again, unless that post is still running.
    if (draft.step === DONE_STEP && !inFlight()) post(draft.values);
  });

  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: WizardStep) => {
    movedRef.current = true;
    form.clearErrors();
    saveStep(next);
    setStep(next);
  };
  const onValid = (values: ApplicationFormValues) => {
    if (step === 3) {
      goTo(DONE_STEP);
      post(values);
    } else if (step === 1 || step === 2) goTo((step + 1) as FormStep);
  };

  const title = step === DONE_STEP ? t('application.done.title') : t(`application.steps.${STEP_KEYS[step - 1]}`);
  return (
    <section className={`container page-section ${styles.page}`}>
      <div className={styles.inner}>
        <PageHead title={t('application.title')} subtitle={t('application.lead')} />
        <div className={styles.card}>
          <StepIndicator step={step} />
          {step !== DONE_STEP ? (
            <p className={styles.counter}>{t('application.step_of', { current: step, total: COUNTED_STEPS })}</p>
          ) : null}
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
            {title}
          </h2>
          {step === DONE_STEP ? (
            <DoneStep lang={lang} status={status} onRetry={() => post(form.getValues())} onEdit={() => goTo(3)} />
          ) : (
            <FormProvider {...form}>
              <form onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate aria-labelledby={headingId}>
                {step === 1 ? <ContactStep topics={topics} /> : null}
                {step === 2 ? <StandStep /> : null}
                {step === 3 ? <ContestsStep contests={contests} /> : null}
                <div className={styles.nav}>
                  {step > 1 ? (
                    <button type="button" className="btn btn-secondary" onClick={() => goTo((step - 1) as FormStep)}>
                      {t('application.back')}
                    </button>
                  ) : null}
                  <button type="submit" className={`btn btn-primary ${styles.next}`}>
                    {step === 3 ? t('application.submit') : t('application.next')}
                  </button>
                </div>
              </form>
            </FormProvider>
          )}
        </div>
      </div>
    </section>
  );
}
