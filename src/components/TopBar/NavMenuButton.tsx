import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { NavMenu } from './nav-types';
import { useDismiss } from '../hooks/useDismiss';
import styles from './TopBar.module.css';

export interface NavMenuButtonProps {
  menu: NavMenu;
  selected: boolean;
  selectedItem: string | null;
  onSelect: (menuId: string, item: string) => void;
}

/**
 * One menu of the top bar (community mega-menu, profile menu, services menu): a disclosure
 * button over a panel of links in sections. Escape and a click outside close it.
 */
export function NavMenuButton({ menu, selected, selectedItem, onSelect }: NavMenuButtonProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const mega = menu.sections.length > 1;

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, buttonRef, close);

  return (
    <div className={`${styles.menuRoot} ${mega ? styles.megaRoot : ''}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.menuButton} ${selected ? styles.active : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {menu.label} <span aria-hidden="true" className={styles.chevron}>▾</span>
      </button>
      <div id={panelId} className={`${styles.menuPanel} ${mega ? styles.mega : ''}`} hidden={!open}>
        {menu.sections.map((section) => (
          <div key={section.title} className={styles.menuSection}>
            {mega && <p className={styles.menuSectionTitle} id={`${panelId}-${section.title.replace(/\W+/g, '')}`}>{section.title}</p>}
            <ul aria-label={mega ? section.title : menu.label}>
              {section.items.map((item) => (
                <li key={item.label}>
                  <Link
                    to={item.to}
                    className={`${styles.menuItem} ${selected && selectedItem === item.label ? styles.current : ''}`}
                    onClick={() => {
                      onSelect(menu.id, item.label);
                      setOpen(false);
                    }}
                  >
                    <span className={styles.menuItemLabel}>{item.label}</span>
                    {item.description && <span className={styles.menuItemText}>{item.description}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
