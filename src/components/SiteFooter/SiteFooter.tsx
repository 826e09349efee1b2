import { memo } from 'react';
import { Link } from 'react-router';
import styles from './SiteFooter.module.css';

export interface SiteFooterProps {
  columns: { title: string; links: { label: string; to: string }[] }[];
  /** Opens the cookie preferences again (SPEC §2 cookie banner). */
  onCookieSettings: () => void;
}

/**
 * The foot of every page: the public pages, support and cookie settings. Memoized: its thirty-odd
 * links do not render again when the bar above changes (the session becoming known, decision 0097).
 */
export const SiteFooter = memo(function SiteFooter({ columns, onCookieSettings }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link to="/" className={styles.brand} aria-label="Summit Platform home">
            <img src="/logo.webp" alt="" width={28} height={28} />
            <span>Summit</span>
          </Link>
          <p>The year-round community of the Startup &amp; Innovation Summit: founders, investors, institutions and everyone who helps ideas grow.</p>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title} className={styles.column}>
            <h2 className={styles.title}>{col.title}</h2>
            <ul>
              {col.links.map((l) => <li key={l.to}><Link to={l.to}>{l.label}</Link></li>)}
            </ul>
          </nav>
        ))}
        <div className={styles.column}>
          <h2 className={styles.title}>Support</h2>
          <ul>
            <li><Link to="/report-bugs">Report a bug</Link></li>
            <li><button type="button" className={styles.linkButton} onClick={onCookieSettings}>Cookie settings</button></li>
          </ul>
        </div>
      </div>
      {/* The year of a prerendered page is the build's; React's documented escape for a timestamp keeps a page
          built in December hydrating quietly in January (decision 0065). */}
      <p className={styles.legal}>© <span suppressHydrationWarning>{new Date().getFullYear()}</span> Startup &amp; Innovation Summit. Made with the community.</p>
    </footer>
  );
});
