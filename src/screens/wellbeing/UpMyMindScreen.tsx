import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { WELLBEING_BANDS, WELLBEING_QUESTIONS, WELLBEING_SCALE, type WellbeingCheck } from '../../../contracts';
import {
  selectChecking, selectCheckError, selectCheckSaving, selectLatestCheck, selectOverview, selectOverviewError, selectOverviewLoading,
} from '../../../machines/wellbeing-overview';
import { useScreenActor } from '../../app/use-screen-actor';
import { FormMessage } from '../../components/Form';
import { wellbeingLogic } from './wellbeing.actors';
import styles from './UpMyMind.module.css';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const STATUS_TEXT = { completed: 'Done', active: 'You are here', upcoming: 'Ahead' } as const;

function History({ checks }: { checks: WellbeingCheck[] }) {
  if (checks.length === 0) return <p className={styles.muted}>No results yet. Take the self-check to see your first one.</p>;
  const oldestFirst = [...checks].reverse();
  return (
    <>
      <div className={styles.chart} aria-hidden="true">
        {oldestFirst.map((c) => <span key={c.check_id} data-band={c.band} style={{ height: `${Math.max(c.score, 4)}%` }} title={`${dateOf(c.created_at)}: ${c.score}`} />)}
      </div>
      <table className={styles.table}>
        <caption className="visually-hidden">Your self-check results, newest first</caption>
        <thead><tr><th scope="col">Date</th><th scope="col">Score</th><th scope="col">Result</th></tr></thead>
        <tbody>
          {checks.map((c) => (
            <tr key={c.check_id}><td><time dateTime={c.created_at}>{dateOf(c.created_at)}</time></td><td>{c.score} / 100</td><td>{WELLBEING_BANDS[c.band].title}</td></tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function SelfCheck({ send, saving, error }: { send: (answers: number[] | null) => void; saving: boolean; error: string | null }) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    send(WELLBEING_QUESTIONS.map((_, i) => Number(form.get(`q${i}`) ?? 0)));
  };
  return (
    <form className={styles.check} onSubmit={submit} aria-labelledby="self-check">
      <h2 id="self-check" tabIndex={-1} ref={(el) => el?.focus()}>Self-check</h2>
      <p className={styles.muted}>How often has each been true for you over the past two weeks?</p>
      {WELLBEING_QUESTIONS.map((q, i) => (
        <fieldset key={q} className={styles.question}>
          <legend>{i + 1}. {q}</legend>
          <div className={styles.scale}>
            {WELLBEING_SCALE.map((label, v) => (
              <label key={label}><input type="radio" name={`q${i}`} value={v + 1} /> {label}</label>
            ))}
          </div>
        </fieldset>
      ))}
      <FormMessage error={error} />
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={saving}>{saving ? 'Saving…' : 'Save result'}</button>
        <button type="button" className="button button--ghost" disabled={saving} onClick={() => send(null)}>Cancel</button>
      </div>
    </form>
  );
}

/** /upmymind/overview: your phases, learning figures and self-check results over time (issue 15). */
export default function UpMyMindScreen() {
  const actor = useScreenActor(wellbeingLogic);
  const overview = useSelector(actor, selectOverview);
  const loading = useSelector(actor, selectOverviewLoading);
  const error = useSelector(actor, selectOverviewError);
  const checking = useSelector(actor, selectChecking);
  const saving = useSelector(actor, selectCheckSaving);
  const checkError = useSelector(actor, selectCheckError);
  const latest = useSelector(actor, selectLatestCheck);

  return (
    <div className={styles.page}>
      <header>
        <h1>UpMyMind overview</h1>
        <p className={styles.lead}>Your wellbeing as a founder: where you are in the five phases, what you have learned, and how your self-checks change over time.</p>
      </header>
      {error && (
        <div className={styles.card} role="alert">
          <p>{error}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'overview.retry' })}>Try again</button>
        </div>
      )}
      {loading && <p>Loading your overview…</p>}
      {overview && (
        <>
          <section className={styles.card} aria-labelledby="phases">
            <h2 id="phases">Your phases <Link className={styles.more} to="/readiness-journey">Open your journey</Link></h2>
            <ol className={styles.phases}>
              {overview.phases.map((p) => (
                <li key={p.key} data-status={p.status} aria-current={p.status === 'active' ? 'step' : undefined}>
                  <p className={styles.phaseHead}><span>Phase {p.number}</span> <strong>{STATUS_TEXT[p.status]}</strong></p>
                  <h3>{p.title}</h3>
                  <p className={styles.muted}>{p.summary}</p>
                  {p.modules.length > 0 && <ul className={styles.modules}>{p.modules.map((m) => <li key={m}>{m}</li>)}</ul>}
                </li>
              ))}
            </ol>
          </section>
          <div className={styles.grid}>
            <section className={styles.card} aria-labelledby="results">
              <h2 id="results">Your self-check results</h2>
              <div aria-live="polite">
                {latest && (
                  <div className={styles.latest} data-band={latest.band}>
                    <p><strong>Just now: {latest.score} / 100 — {WELLBEING_BANDS[latest.band].title}.</strong></p>
                    <p>{WELLBEING_BANDS[latest.band].advice}</p>
                  </div>
                )}
              </div>
              {checking ? (
                <SelfCheck saving={saving} error={checkError} send={(answers) => actor.send(answers ? { type: 'check.submit', answers } : { type: 'check.cancel' })} />
              ) : (
                <>
                  <History checks={overview.checks} />
                  <button type="button" className="button" onClick={() => actor.send({ type: 'check.start' })}>Take the self-check</button>
                </>
              )}
            </section>
            <section className={styles.card} aria-labelledby="learning">
              <h2 id="learning">Learning <Link className={styles.more} to="/lxp">Programs</Link></h2>
              <dl className={styles.figures}>
                <div><dt>Programs enrolled</dt><dd>{overview.learning.programs_enrolled}</dd></div>
                <div><dt>Programs completed</dt><dd>{overview.learning.programs_completed}</dd></div>
                <div><dt>Assessments completed</dt><dd>{overview.learning.assessments_completed}</dd></div>
              </dl>
              {overview.learning.scores.length > 0 ? (
                <ul className={styles.scores}>
                  {overview.learning.scores.map((s) => <li key={s.stat_name}><span>{s.stat_name}</span> <strong>{s.score_value} {s.score_unit}</strong> <small>{s.time_period}</small></li>)}
                </ul>
              ) : <p className={styles.muted}>Scores from your programs appear here.</p>}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
