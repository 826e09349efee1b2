// Labelled inputs of the profile forms: each shows its message from the machine's fieldErrors
// (aria-invalid + aria-describedby), so a screen reader hears what to fix.
import { useId, type ReactNode } from 'react';
import { VISIBILITIES, VISIBILITY_HINTS, VISIBILITY_LABELS, type Visibility } from '../../../contracts';
import styles from './Profile.module.css';

interface Common { label: string; error?: string; hint?: string }

function described(id: string, error?: string, hint?: string) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return ids || undefined;
}

function Extras({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && <span id={`${id}-hint`} className={styles.hint}>{hint}</span>}
      {error && <p id={`${id}-error`} className={styles.fieldError}>{error}</p>}
    </>
  );
}

export function TextField({ label, error, hint, value, onChange, type = 'text', onBlur, ...rest }: Common & {
  value: string; onChange: (value: string) => void; onBlur?: () => void; type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'url' | 'text'; maxLength?: number; required?: boolean; placeholder?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} aria-invalid={error ? true : undefined} aria-describedby={described(id, error, hint)} {...rest} />
      <Extras id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextArea({ label, error, hint, value, onChange, maxLength }: Common & { value: string; onChange: (value: string) => void; maxLength?: number }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={value} onChange={(e) => onChange(e.target.value)} maxLength={maxLength} aria-invalid={error ? true : undefined} aria-describedby={described(id, error, hint)} />
      <Extras id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({ label, error, hint, value, onChange, options, empty }: Common & {
  value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[]; empty?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described(id, error, hint)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      <Extras id={id} error={error} hint={hint} />
    </div>
  );
}

/** A comma-separated list (skills, interests): kept as typed, tidied when the field is left. */
export function TagsField({ label, error, hint, value, onChange }: Common & { value: readonly string[]; onChange: (value: string[]) => void }) {
  return (
    <TextField
      label={label}
      error={error}
      hint={hint ?? 'Separate with commas'}
      value={value.join(', ')}
      onChange={(text) => onChange(text.split(/,\s*/))}
      onBlur={() => onChange(value.map((t) => t.trim()).filter(Boolean))}
    />
  );
}

/** Who may see a part of the profile: Public, Members, Only me. */
export function VisibilitySelect({ label, value, onChange }: { label: string; value: Visibility; onChange: (value: Visibility) => void }) {
  const id = useId();
  return (
    <span className={styles.visibility}>
      <label htmlFor={id}>Who sees {label.toLowerCase()}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Visibility)} title={VISIBILITY_HINTS[value]}>
        {VISIBILITIES.map((v) => <option key={v} value={v}>{VISIBILITY_LABELS[v]}</option>)}
      </select>
    </span>
  );
}

/** A fieldset whose legend row may carry a visibility choice; `disabled` while the form is saved or deleted. */
export function Section({ title, aside, disabled = false, children }: { title: string; aside?: ReactNode; disabled?: boolean; children: ReactNode }) {
  return (
    <fieldset className={styles.section} disabled={disabled}>
      <legend>{title}</legend>
      {aside && <div className={styles.legendRow}>{aside}</div>}
      {children}
    </fieldset>
  );
}

/** A file picker: the picked file goes to the machine, which checks type and size before uploading. */
export function FilePicker({ label, accept, error, hint, busy, onPick }: Common & { accept: string; busy: boolean; onPick: (file: File) => void }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onPick(file);
          e.target.value = '';
        }}
      />
      <Extras id={id} error={error} hint={hint} />
    </div>
  );
}
