/**
 * Keeps the wizard's draft in sessionStorage (draft-storage.ts). The draft is read in an effect, never
 * while rendering: the first render is the empty step 1 on the server and in the browser alike, and the
 * stored draft replaces it right after mounting. Values are written as they change (a form subscription,
 * no re-render per keystroke) and the step when it changes.
 */
import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationFormValues, WizardStep } from './application-form';
import { readDraft, writeDraft, type ApplicationDraft } from './draft-storage';

export function useApplicationDraft<TContext>(
  form: UseFormReturn<ApplicationFormValues, TContext>,
  onRestore: (draft: ApplicationDraft) => void,
) {
  const stepRef = useRef<WizardStep>(1);
  const restore = useEffectEvent(onRestore);
  const { reset, subscribe, getValues } = form;

  useEffect(() => {
    const draft = readDraft();
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

  /** Records a change of step (called from the Next, Back and Submit handlers). */
  return useCallback(
    (step: WizardStep) => {
      stepRef.current = step;
      writeDraft({ step, values: getValues() });
    },
    [getValues],
  );
}
