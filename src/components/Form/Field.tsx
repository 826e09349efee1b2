import { useId, type InputHTMLAttributes } from 'react';
import styles from './Form.module.css';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  /** What is wrong with the value, as a sentence shown at the field (decision 0057). */
  error?: string | null;
}

/** A labelled input with an optional hint and error, wired for screen readers. */
export function Field({ label, hint, error, id, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...input} />
      {error && <span id={errorId} className={styles.fieldError}>{error}</span>}
      {hint && <span id={hintId} className={styles.hint}>{hint}</span>}
    </div>
  );
}

export function Checkbox({ label, error, ...input }: { label: string; error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = useId();
  return (
    <>
      <label className={styles.check}>
        <input type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
        <span>{label}</span>
      </label>
      {error && <span id={errorId} className={styles.fieldError}>{error}</span>}
    </>
  );
}

/** A form-level message for the problems shown at the fields, announced when it appears. */
export const FIELDS_NEED_ATTENTION = 'Check the highlighted fields.';

/** Errors and confirmations of a form, announced when they appear. */
export function FormMessage({ error, success, id }: { error?: string | null; success?: string | null; id?: string }) {
  return (
    <div aria-live="polite">
      {error && <p id={id} className={styles.error} role="alert">{error}</p>}
      {success && <p className={styles.success}>{success}</p>}
    </div>
  );
}
