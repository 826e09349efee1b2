import { Modal } from '../Modal/Modal';
import styles from './CookieConsent.module.css';

export interface CookieCategory {
  id: string;
  title: string;
  text: string;
  alwaysOn: boolean;
}

export interface CookieBannerProps {
  onAccept: () => void;
  onPreferences: () => void;
  onAllowAll: () => void;
  onDeclineAll: () => void;
}

/** Cookie banner of SPEC §2: at the bottom until a choice is stored. */
export function CookieBanner({ onAccept, onPreferences, onAllowAll, onDeclineAll }: CookieBannerProps) {
  return (
    <section className={styles.banner} aria-label="Cookie consent">
      <div className={styles.inner}>
        <p className={styles.text}>
          <strong>We use cookies.</strong> Essential cookies keep you signed in and this site secure. With your permission we
          also use cookies to remember your preferences and understand how the site is used.
        </p>
        <div className={styles.actions}>
          <button type="button" className="button button--ghost" onClick={onPreferences}>Preferences</button>
          <button type="button" className="button button--ghost" onClick={onDeclineAll}>Decline All</button>
          <button type="button" className="button button--ghost" onClick={onAllowAll}>Allow All</button>
          <button type="button" className="button" onClick={onAccept}>Accept</button>
        </div>
      </div>
    </section>
  );
}

export interface CookiePreferencesProps {
  open: boolean;
  categories: readonly CookieCategory[];
  /** The stored choice: 'true', 'false' or null when none yet. */
  choice: 'true' | 'false' | null;
  onClose: () => void;
  onAllowAll: () => void;
  onDeclineAll: () => void;
}

/** The Preferences modal: what each of the three categories is for. */
export function CookiePreferences({ open, categories, choice, onClose, onAllowAll, onDeclineAll }: CookiePreferencesProps) {
  const status = (c: CookieCategory) => {
    if (c.alwaysOn) return 'Always on';
    if (choice === 'true') return 'Allowed';
    if (choice === 'false') return 'Declined';
    return 'Not chosen yet';
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Cookie preferences"
      width="min(640px, 100%)"
      footer={(
        <>
          <button type="button" className="button button--ghost" onClick={onDeclineAll}>Decline All</button>
          <button type="button" className="button" onClick={onAllowAll}>Allow All</button>
        </>
      )}
    >
      <p className={styles.lead}>Choose which cookies this site may use. You can change your choice at any time from “Cookie settings” at the foot of every page.</p>
      <ul className={styles.categories}>
        {categories.map((c) => (
          <li key={c.id} className={styles.category}>
            <div className={styles.categoryHead}>
              <h3>{c.title}</h3>
              <span className={`${styles.badge} ${c.alwaysOn || choice === 'true' ? styles.on : ''}`}>{status(c)}</span>
            </div>
            <p>{c.text}</p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
