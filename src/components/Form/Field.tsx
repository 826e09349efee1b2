import { useId, type InputHTMLAttributes } from 'react';
import styles from './Form.module.css';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
}

/** A labelled input with an optional hint, wired for screen readers. */
export function Field({ label, hint, id, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-describedby={hintId} {...input} />
      {hint && <span id={hintId} className={styles.hint}>{hint}</span>}
    </div>
  );
}

export function Checkbox({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** Errors and confirmations of a form, announced when they appear. */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <div aria-live="polite">
      {error && <p className={styles.error} role="alert">{error}</p>}
      {success && <p className={styles.success}>{success}</p>}
    </div>
  );
}
