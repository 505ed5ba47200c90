/**
 * The wizard's inputs. Each shows its error right under it, tied to the input with aria-describedby and
 * marked with aria-invalid, the way the sign-in form does. Checkbox groups go through useController:
 * react-hook-form turns a group of one checkbox into a boolean, and the contest list may have one entry.
 */
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AREAS_ERROR, type ApplicationField, type ApplicationFormValues } from './application-form';
import styles from './fields.module.css';

type TextName = Exclude<ApplicationField, 'printed_catalog' | 'contests' | 'stand_type'>;

function useFieldError(name: ApplicationField) {
  const {
    formState: { errors },
  } = useFormContext<ApplicationFormValues>();
  return errors[name]?.message;
}

/** A group's error the group shows once (the area fields' "no area above 0"), not each field under itself. */
export function useGroupError(name: ApplicationField) {
  const {
    formState: { errors },
  } = useFormContext<ApplicationFormValues>();
  const error = errors[name];
  return error?.type === AREAS_ERROR ? error.message : undefined;
}

export type TextFieldProps = {
  name: TextName;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Not required; the label says so unless `quiet` (a group's legend already explains it). */
  optional?: boolean;
  quiet?: boolean;
  multiline?: boolean;
  hint?: string;
  /** Fields validated again when this one changes: a rule across them may now hold. */
  deps?: ApplicationField[];
  /** The id of the group's own error (shown by the group), which describes this input while it stands. */
  groupErrorId?: string;
};

export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  optional = false,
  quiet = false,
  multiline = false,
  hint,
  deps,
  groupErrorId,
}: TextFieldProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<ApplicationFormValues>();
  const id = useId();
  const fieldError = useFieldError(name);
  const groupError = useGroupError(name);
  const error = groupError ? undefined : fieldError;
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : '', groupError && groupErrorId ? groupErrorId : ''].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    'aria-invalid': fieldError ? true : undefined,
    'aria-describedby': describedBy,
    ...register(name, { deps }),
  };
  return (
    <div className={`${styles.field} ${multiline ? styles.wide : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional ? (
          quiet ? null : (
            <span className={styles.optional}> ({t('application.optional')})</span>
          )
        ) : (
          <span aria-hidden="true" className={styles.star}>
            {' '}
            *
          </span>
        )}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea rows={4} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} inputMode={inputMode} aria-required={optional ? undefined : true} {...common} />
      )}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TopicOption = {
  one_cid: string;
  name: string;
  logo: string | null;
};

/** Spec §2 step 1: the field of activity, one topic group, shown with its logo and name. */
export function TopicChoice({ topics, legend }: { topics: readonly TopicOption[]; legend: string }) {
  const { register } = useFormContext<ApplicationFormValues>();
  const id = useId();
  const error = useFieldError('field_of_activity');
  return (
    <fieldset className={`${styles.group} ${styles.wide}`}>
      <legend>
        {legend}
        <span aria-hidden="true" className={styles.star}>
          {' '}
          *
        </span>
      </legend>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.topics}>
        {topics.map((topic) => (
          <label key={topic.one_cid} className={styles.topic}>
            <input
              type="radio"
              value={topic.one_cid}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...register('field_of_activity')}
            />
            {topic.logo ? <img src={topic.logo} alt="" width={40} height={40} decoding="async" /> : <span className={styles.logoGap} />}
            <span>{topic.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export type CheckboxOption = {
  value: string;
  label: string;
  extra?: ReactNode;
};

export function CheckboxGroup({
  name,
  legend,
  options,
  hint,
}: {
  name: 'printed_catalog' | 'contests';
  legend: string;
  options: readonly CheckboxOption[];
  hint?: string;
}) {
  const { t } = useTranslation();
  const { field } = useController<ApplicationFormValues, typeof name>({ name });
  const id = useId();
  const toggle = (value: string, checked: boolean) =>
    field.onChange(checked ? [...field.value.filter((item) => item !== value), value] : field.value.filter((item) => item !== value));
  return (
    <fieldset className={`${styles.group} ${styles.wide}`} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend>
        {legend} <span className={styles.optional}>({t('application.optional')})</span>
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <ul className={styles.checks}>
        {options.map((option, index) => (
          <li key={option.value} className={styles.check}>
            <label>
              <input
                type="checkbox"
                name={field.name}
                value={option.value}
                checked={field.value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
                ref={index === 0 ? field.ref : undefined}
              />
              <span>{option.label}</span>
            </label>
            {option.extra}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
