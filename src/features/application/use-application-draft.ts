/**
 * Keeps the wizard's draft in sessionStorage (draft-storage.ts). The draft is read in an effect, never
 * while rendering: the first render is the empty step 1 on the server and in the browser alike, and the
 * stored draft replaces it right after mounting. Values are written as they change (a form subscription,
 * no re-render per keystroke) and the step when it changes.
 *
 * A signed-in visitor's contact fields are filled from their profile once it is known, but only the empty
 * ones, and only when no draft was restored: a draft is what the visitor left (a field they emptied stays
 * empty), and whatever they typed while the profile was on its way stays as typed.
 */
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { User } from '../../contract/user';
import { profileValues, type ApplicationFormValues, type WizardStep } from './application-form';
import { readDraft, writeDraft, type ApplicationDraft } from './draft-storage';

export function useApplicationDraft<TContext>(
  form: UseFormReturn<ApplicationFormValues, TContext>,
  profile: User | undefined,
  onRestore: (draft: ApplicationDraft) => void,
) {
  const stepRef = useRef<WizardStep>(1);
  // 'waiting' until the draft is read; then 'open' for the profile to fill, or 'closed' (a draft, or filled).
  const prefillRef = useRef<'waiting' | 'open' | 'closed'>('waiting');
  const restore = useEffectEvent(onRestore);
  const { reset, subscribe, getValues, setValue } = form;

  useEffect(() => {
    const draft = readDraft();
    prefillRef.current = draft ? 'closed' : 'open';
    if (draft) {
      stepRef.current = draft.step;
      reset(draft.values);
      restore(draft);
    }
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => writeDraft({ step: stepRef.current, values }),
    });
  }, [reset, subscribe]);

  // Declared after the draft's effect, so on a first render with the profile already known it runs second.
  useEffect(() => {
    if (!profile || prefillRef.current !== 'open') return;
    prefillRef.current = 'closed';
    const current = getValues();
    for (const [field, value] of Object.entries(profileValues(profile)) as [keyof ApplicationFormValues, string][]) {
      const typed = current[field];
      if (value && typeof typed === 'string' && typed.trim() === '') setValue(field, value);
    }
  }, [profile, getValues, setValue]);

  /** Records a change of step (called from the Next, Back and Submit handlers). */
  return useCallback(
    (step: WizardStep) => {
      stepRef.current = step;
      writeDraft({ step, values: getValues() });
    },
    [getValues],
  );
}
