import { useCallback, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Avatar } from '../Avatar/Avatar';
import { useDismiss } from '../hooks/useDismiss';
import styles from './ProfileMenu.module.css';

export interface ProfileMenuEntry {
  label: string;
  to?: string;
  action?: 'logout';
  newTab?: boolean;
}

export interface ProfileMenuProps {
  /** The button's text: the member's name. */
  name: string;
  /** Shown under the name: the role the member acts in. */
  roleLabel?: string;
  items: ProfileMenuEntry[];
  onLogout: () => void;
  /** The member's profile image; a failed load shows the coloured initial tile. */
  imageUrl?: string | null;
  /** Told which entry was chosen (the app keeps the selected account menu). */
  onSelect?: (label: string) => void;
}

/**
 * The account menu in the top bar: a disclosure button with a list of links, so it works with
 * Tab and Enter like any links; Escape and a click outside close it and focus returns.
 */
export function ProfileMenu({ name, roleLabel, items, onLogout, imageUrl, onSelect }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, buttonRef, dismiss);

  const close = (label?: string) => {
    setOpen(false);
    if (label) onSelect?.(label);
  };
  const initial = name.trim().charAt(0).toUpperCase() || '?';

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {imageUrl ? <Avatar name={name} src={imageUrl} size={34} /> : <span className={styles.avatar} aria-hidden="true">{initial}</span>}
        <span className={styles.who}>
          <span className={styles.name}>{name}</span>
          {roleLabel && <span className={styles.role}>{roleLabel}</span>}
        </span>
        <span className={styles.chevron} aria-hidden="true">▾</span>
      </button>
      <ul id={listId} className={styles.list} hidden={!open} aria-label="Account">
        {items.map((item) => (
          <li key={item.label}>
            {item.action === 'logout' ? (
              <button type="button" className={styles.item} onClick={() => { close(item.label); onLogout(); }}>{item.label}</button>
            ) : item.newTab ? (
              <Link className={styles.item} to={item.to ?? '/'} target="_blank" rel="noopener" onClick={() => close(item.label)}>
                {item.label} <span className={styles.hint}>(opens in a new tab)</span>
              </Link>
            ) : (
              <NavLink end className={({ isActive }) => `${styles.item} ${isActive ? styles.current : ''}`} to={item.to ?? '/'} onClick={() => close(item.label)}>{item.label}</NavLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
