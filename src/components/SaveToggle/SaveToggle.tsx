import styles from './SaveToggle.module.css';

export interface SaveToggleProps {
  saved: boolean;
  /** While the save or removal is on its way (the button already shows the new state). */
  busy?: boolean;
  /** Why the last change was undone. */
  error?: string | null;
  /** The item's title: the button is named "Save “title”" / "Saved: “title”". */
  title: string;
  /** Icon only (cards); the label stays for screen readers. */
  compact?: boolean;
  onToggle: () => void;
}

/** A pressed/unpressed Save button for any item; plain props (issue 12). */
export function SaveToggle({ saved, busy = false, error = null, title, compact = false, onToggle }: SaveToggleProps) {
  const label = saved ? 'Saved' : 'Save';
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={`${styles.toggle} ${saved ? styles.on : ''} ${compact ? styles.compact : ''}`}
        aria-pressed={saved}
        aria-label={`${label}: ${title}`}
        aria-busy={busy || undefined}
        title={saved ? 'Remove from your saved items' : 'Save for later'}
        onClick={onToggle}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className={styles.icon}>
          <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {!compact && <span>{label}</span>}
      </button>
      <span className={styles.error} role="status" aria-live="polite">{error}</span>
    </span>
  );
}
