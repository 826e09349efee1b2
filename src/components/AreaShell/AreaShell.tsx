import { Link } from 'react-router';
import styles from './AreaShell.module.css';

export interface AreaShellProps {
  title: string;
  summary?: string;
  coming?: string[];
}

/** The page of an area whose features are still being built: what it is and what is coming. */
export function AreaShell({ title, summary, coming = [] }: AreaShellProps) {
  return (
    <div className="page">
      <h1 className={styles.title}>{title}</h1>
      {summary && <p className={styles.summary}>{summary}</p>}
      <section className={styles.card} aria-labelledby="coming-heading">
        <h2 id="coming-heading" className={styles.cardTitle}>Coming to this area</h2>
        {coming.length > 0 ? (
          <ul className={styles.list}>
            {coming.map((item) => <li key={item}>{item}</li>)}
          </ul>
        ) : (
          <p>This area is part of the limited release and opens soon.</p>
        )}
        <p className={styles.note}>
          Something missing you need today? <Link to="/report-bugs">Tell us</Link>.
        </p>
      </section>
    </div>
  );
}
