import { useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../hooks/useDialogFocus';
import styles from './Drawer.module.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the panel. */
  label: string;
  id?: string;
  children: ReactNode;
  /** The button that opened it: focus goes back there on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A side panel for navigation on narrow screens: focus moves into it and stays there, Escape or
 * a click on the backdrop closes it, and focus returns to the button that opened it.
 */
export function Drawer({ open, onClose, label, id, children, returnFocusTo }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogFocus(open, panelRef, onClose, { returnFocusTo });

  if (!open) return null;
  // A portal: the sticky, blurred top bar would otherwise be the containing block of a fixed panel.
  return createPortal(
    <div className={styles.backdrop} onMouseDown={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div ref={panelRef} id={id} className={styles.panel} role="dialog" aria-modal="true" aria-label={label}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
