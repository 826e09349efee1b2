import styles from './LoadingScreen.module.css';

/** Full-screen logo shown while the session is being restored. */
export function LoadingScreen({ label = 'Loading Summit Platform…' }: { label?: string }) {
  return (
    <div className={styles.screen} role="status" aria-live="polite" aria-busy="true">
      <img className={styles.logo} src="/logo.webp" alt="" width={72} height={72} />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
