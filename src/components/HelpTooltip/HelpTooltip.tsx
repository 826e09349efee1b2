import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './HelpTooltip.module.css';

export interface HelpTooltipProps {
  /** The button's accessible name, e.g. "About SME membership". */
  label: string;
  children: ReactNode;
}

type Side = 'right' | 'left';
type Edge = 'bottom' | 'top';
const GAP = 8;

/**
 * Help tooltip of SPEC §2: an information icon that opens on click, hover or Enter/Space and
 * closes on Escape or a click outside. It opens towards the right and below, and flips to the
 * other side when there is no room in the window.
 */
export function HelpTooltip({ label, children }: HelpTooltipProps) {
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [placement, setPlacement] = useState<{ side: Side; edge: Edge }>({ side: 'right', edge: 'bottom' });
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const tipId = useId();

  const close = () => {
    setOpen(false);
    setPinned(false);
  };

  useLayoutEffect(() => {
    if (!open || !buttonRef.current || !tipRef.current) return;
    const anchor = buttonRef.current.getBoundingClientRect();
    const tip = tipRef.current.getBoundingClientRect();
    const roomRight = window.innerWidth - anchor.left;
    const roomBelow = window.innerHeight - anchor.bottom;
    const side: Side = roomRight >= tip.width + GAP || anchor.right < tip.width + GAP ? 'right' : 'left';
    const edge: Edge = roomBelow >= tip.height + GAP || anchor.top < tip.height + GAP ? 'bottom' : 'top';
    setPlacement((p) => (p.side === side && p.edge === edge ? p : { side, edge }));
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <span
      ref={rootRef}
      className={styles.root}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => {
        if (!pinned) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.icon}
        aria-label={label}
        aria-expanded={open}
        aria-describedby={open ? tipId : undefined}
        onClick={() => {
          // A click pins it open (or closes a pinned one); Enter and Space arrive here too.
          if (pinned) close();
          else {
            setOpen(true);
            setPinned(true);
          }
        }}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <rect x="9" y="8.5" width="2" height="6" rx="1" fill="currentColor" />
          <circle cx="10" cy="5.8" r="1.2" fill="currentColor" />
        </svg>
      </button>
      <span
        ref={tipRef}
        id={tipId}
        role="tooltip"
        className={styles.tip}
        hidden={!open}
        data-side={placement.side}
        data-edge={placement.edge}
      >
        {children}
      </span>
    </span>
  );
}
