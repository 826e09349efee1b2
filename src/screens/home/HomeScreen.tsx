import { Link } from 'react-router';
import { AUDIENCES, HERO, HIGHLIGHTS } from './home-content';
import styles from './HomeScreen.module.css';

/** The public home page: what the summit community is, for whom, and how to join. */
export default function HomeScreen() {
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{HERO.eyebrow}</p>
          <h1 className={styles.title}>{HERO.title}</h1>
          <p className={styles.lead}>{HERO.lead}</p>
          <div className={styles.actions}>
            <Link className="button" to={HERO.primary.to}>{HERO.primary.label}</Link>
            <Link className="button button--ghost" to={HERO.secondary.to}>{HERO.secondary.label}</Link>
          </div>
        </div>
      </section>
      <div className="page">
        <ul className={styles.highlights} aria-label="The community in numbers">
          {HIGHLIGHTS.map((h) => (
            <li key={h.label}><strong>{h.figure}</strong><span>{h.label}</span></li>
          ))}
        </ul>
        <h2 className={styles.sectionTitle}>Built for everyone in the ecosystem</h2>
        <ul className={styles.cards}>
          {AUDIENCES.map((a) => (
            <li key={a.title} className={styles.card}>
              <h3>{a.title}</h3>
              <p>{a.text}</p>
              <Link to={a.to} aria-label={`Learn more: ${a.title}`}>Learn more →</Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
