import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogFocusOptions {
  /** Escape closes unless this says no (e.g. while a bulk operation runs). */
  canClose?: () => boolean;
  /** Where focus goes on close (default: what had it when the dialog opened). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * What every modal panel does while open (Modal, Drawer): page scroll locked, focus moved in
 * (an element marked data-autofocus first) and kept in (Tab wraps), Escape closes, and focus
 * returns on close.
 */
export function useDialogFocus(open: boolean, panelRef: RefObject<HTMLElement | null>, onClose: () => void, options: DialogFocusOptions = {}): void {
  const latest = useRef({ onClose, canClose: options.canClose });
  useEffect(() => {
    latest.current = { onClose, canClose: options.canClose };
  });
  const { returnFocusTo } = options;

  useEffect(() => {
    if (!open) return undefined;
    const previous = returnFocusTo?.current ?? (document.activeElement as HTMLElement | null);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (latest.current.canClose && !latest.current.canClose()) return;
        event.stopPropagation();
        latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open, panelRef, returnFocusTo]);
}
