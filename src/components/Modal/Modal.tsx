import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../hooks/useDialogFocus';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons under the content (e.g. Cancel / Confirm). */
  footer?: ReactNode;
  /** Show the × button in the header (default true). */
  showClose?: boolean;
  /** CSS width; SPEC §9 default 50%. */
  width?: string;
  /** While true, Escape and backdrop clicks do not close (e.g. a bulk operation is running). */
  busy?: boolean;
}


/**
 * Dialog of SPEC §2/§9: Escape or a backdrop click closes it, optional close button, page scroll
 * locked while open, width 50 %, max height 90vh, layer 99. Focus moves in, stays in (Tab wraps)
 * and returns to where it was when the dialog closes.
 */
export function Modal({ open, onClose, title, children, footer, showClose = true, width = '50%', busy = false }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(open, panelRef, onClose, { canClose: () => !busy });

  if (!open) return null;
  return createPortal(
    <div
      className={styles.backdrop}
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
    >
      <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} style={{ width }}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>{title}</h2>
          {showClose && (
            <button type="button" className={styles.close} aria-label="Close" onClick={onClose} disabled={busy}>×</button>
          )}
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
