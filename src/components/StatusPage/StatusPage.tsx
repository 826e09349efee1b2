import type { ReactNode } from 'react';
import styles from './StatusPage.module.css';

export interface StatusPageProps {
  code?: string;
  title: string;
  children?: ReactNode;
}

/** A centred message page: not found, unexpected error, and the like. */
export function StatusPage({ code, title, children }: StatusPageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <img src="/logo.webp" alt="" width={56} height={56} />
        {code && <p className={styles.code} aria-hidden="true">{code}</p>}
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
