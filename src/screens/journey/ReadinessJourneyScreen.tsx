import { Link } from 'react-router';
import { useSelector } from '@xstate/react';
import { READINESS_PHASES } from '../../../contracts';
import {
  selectJourneyFailed, selectJourneySaveError, selectJourneySaving, selectPhaseModules, selectReadiness,
} from '../../../machines/readiness-journey';
import { readinessJourneyLogic } from './journey.actors';
import styles from './Journey.module.css';
import { useScreenActor } from '../../app/use-screen-actor';
import { useAppActors } from '../../app/AppActorsContext';

/**
 * /readiness-journey: the member's five phases (activePhase starts at awakening, SPEC §4) with the
 * wellness-style modules of each phase (modules.phase 1–5, SPEC §3 "Local data"). Progress is
 * saved on the server in the member's user setting (settings.readiness); the readiness-journey
 * machine loads and saves it.
 */
export default function ReadinessJourneyScreen() {
  const { auth } = useAppActors();
  // The machine tells the auth actor the member's current phase (its activePhase follows the journey).
  const journey = useScreenActor(readinessJourneyLogic, { input: { auth } });
  const readiness = useSelector(journey, selectReadiness);
  const modules = useSelector(journey, selectPhaseModules);
  const failed = useSelector(journey, selectJourneyFailed);
  const saving = useSelector(journey, selectJourneySaving);
  const error = useSelector(journey, selectJourneySaveError);

  if (failed) {
    return (
      <div className={styles.page}>
        <p role="alert">Your readiness journey could not be loaded.</p>
        <button type="button" className="button button--ghost" onClick={() => journey.send({ type: 'journey.retry' })}>Try again</button>
      </div>
    );
  }
  if (readiness === null) return <div className={styles.page}><p aria-busy="true">Loading your journey…</p></div>;
  const doneCount = readiness.completed_phases.length;
  const percent = Math.round((doneCount / READINESS_PHASES.length) * 100);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>Readiness Journey</h1>
        <p className={styles.lead}>Five phases from first spark to a sustainable founding practice. Mark a phase done when its habits are yours; your journey is saved to your account.</p>
      </header>
      <section className={styles.card} aria-label="Journey progress">
        <div className={styles.bar} role="progressbar" aria-label="Journey progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className={styles.barFill} style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.muted} aria-live="polite">{doneCount} of {READINESS_PHASES.length} phases done · current phase: <strong>{READINESS_PHASES.find((p) => p.key === readiness.active_phase)?.title}</strong>{saving ? ' · Saving…' : ''}</p>
        {error && <p role="alert">{error}</p>}
      </section>
      <ol className={styles.phases}>
        {READINESS_PHASES.map((p, i) => {
          const done = readiness.completed_phases.includes(p.key);
          const active = readiness.active_phase === p.key;
          const mods = modules.filter((m) => m.phase === i + 1);
          return (
            <li key={p.key} className={`${styles.card} ${styles.phaseCard} ${active ? styles.phaseActive : ''} ${done ? styles.phaseDone : ''}`}
              aria-current={active ? 'step' : undefined}>
              <span className={styles.phaseNo} aria-hidden="true">{done ? '✓' : i + 1}</span>
              <div>
                <h2>Phase {i + 1}: {p.title} {active && <span className={styles.tag}>Current</span>} {done && <span className={styles.enrolled}>Done</span>}</h2>
                <p className={styles.lead}>{p.summary}</p>
                {mods.length > 0 && <ul>{mods.map((m) => <li key={m.module_id}>{m.module_name}</li>)}</ul>}
              </div>
              <div className={styles.phaseButtons}>
                {done
                  ? <button type="button" className={`button button--ghost ${styles.small}`} disabled={saving} onClick={() => journey.send({ type: 'journey.reopen', phase: p.key })}>Reopen</button>
                  : <button type="button" className={`button ${styles.small}`} disabled={saving} onClick={() => journey.send({ type: 'journey.complete', phase: p.key })}>Mark {p.title} done</button>}
              </div>
            </li>
          );
        })}
      </ol>
      <p><Link to="/lxp">Find programs for your current phase →</Link></p>
    </div>
  );
}
