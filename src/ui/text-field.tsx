/**
 * A labelled input with its error beside it: the error is tied to the input with aria-describedby and
 * aria-invalid, so a screen reader reads it with the field. Takes react-hook-form's register() result
 * (name, ref, onChange, onBlur) among the input props, which keeps RHF's focus-on-first-error working.
 */
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './text-field.module.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, required, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      {/* The asterisk is drawn by CSS with empty alt text, so the label's name is just the field's name. */}
      <label htmlFor={id} className={styles.label} data-required={required ? '' : undefined}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-required={required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
