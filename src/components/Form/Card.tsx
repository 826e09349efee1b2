import type { ReactNode } from 'react';
import styles from './Form.module.css';

/** A centred card for sign-in, sign-up and account pages. */
export function Card({ title, lead, children, wide = false }: { title: string; lead?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby="card-title">
        <h1 id="card-title" className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </section>
    </div>
  );
}
