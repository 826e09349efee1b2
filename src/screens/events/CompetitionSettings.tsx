// The Competition section of /manage-event/:event_id (issue 13; docs/decisions/0022): the organiser
// or an administrator sets the submission deadline (in the event's time zone) and the judging
// criteria; an administrator assigns the judges. Saves run on machines/form-submit; the wiring
// (loader, settings and judges submits) is in competitions.actors.ts.
import { useRef, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { Criterion, Judge, SummitEvent } from '../../../contracts';
import { selectBusy, selectError, selectMessage } from '../../../machines/form-submit';
import { useScreenActor } from '../../app/use-screen-actor';
import { isoToZonedInput, zonedInputToIso } from '../../lib/event-time';
import { competitionManageLoader, competitionSettingsLogic, judgesLogic, type CompetitionManageData } from './competitions.actors';
import styles from './ManageEvent.module.css';
import own from './CompetitionSettings.module.css';

function Feedback({ error, message }: { error: string | null; message: string | null }) {
  return (
    <>
      {error && <p className={styles.error} role="alert">{error}</p>}
      {message && <p className={own.success} role="status">{message}</p>}
    </>
  );
}

interface CriterionRow { key: number; name: string; max_score: string; weight: string }
const toRow = (key: number, c?: Criterion): CriterionRow => ({ key, name: c?.name ?? '', max_score: String(c?.max_score ?? 10), weight: String(c?.weight ?? 1) });

function SettingsForm({ event, data }: { event: SummitEvent; data: CompetitionManageData }) {
  const actor = useScreenActor(competitionSettingsLogic);
  const busy = useSelector(actor, selectBusy);
  const error = useSelector(actor, selectError);
  const message = useSelector(actor, selectMessage);
  const nextKey = useRef(data.settings.criteria.length);
  const [rows, setRows] = useState<CriterionRow[]>(() => data.settings.criteria.map((c, i) => toRow(i, c)));
  const zone = event.time_zone;
  const change = (key: number, field: keyof Omit<CriterionRow, 'key'>, value: string) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const deadline = String(new FormData(e.currentTarget).get('deadline') ?? '');
    actor.send({
      type: 'form.submit',
      values: {
        event_id: event.event_id,
        submission_deadline: deadline ? zonedInputToIso(deadline, zone) : null,
        criteria: rows.map((r) => ({ name: r.name.trim(), max_score: Number(r.max_score), weight: Number(r.weight) })),
      },
    });
  };
  return (
    <form className={own.form} onSubmit={onSubmit} aria-label="Competition settings">
      <label className={own.field}>
        Submission deadline ({zone.replace(/_/g, ' ')})
        <input name="deadline" type="datetime-local" defaultValue={isoToZonedInput(data.settings.submission_deadline, zone)} aria-describedby="deadline-hint" />
      </label>
      <p id="deadline-hint" className={styles.muted}>Empty: entries are open until the competition starts.</p>
      <fieldset className={own.criteria}>
        <legend>Judging criteria</legend>
        {rows.length === 0 && <p className={styles.muted}>No criteria yet: judges cannot score without them.</p>}
        {rows.map((r, i) => (
          <div key={r.key} className={own.criterionRow} role="group" aria-label={`Criterion ${i + 1}`}>
            <label className={own.field}>Name
              <input value={r.name} required maxLength={100} onChange={(e) => change(r.key, 'name', e.target.value)} />
            </label>
            <label className={own.field}>Max score
              <input type="number" value={r.max_score} required min={1} max={100} step={1} onChange={(e) => change(r.key, 'max_score', e.target.value)} />
            </label>
            <label className={own.field}>Weight
              <input type="number" value={r.weight} required min={0.1} max={100} step={0.1} onChange={(e) => change(r.key, 'weight', e.target.value)} />
            </label>
            <button type="button" className={`button button--ghost ${styles.small}`} aria-label={`Remove criterion ${r.name || i + 1}`}
              onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}>Remove</button>
          </div>
        ))}
        {rows.length < 12 && (
          <div className={styles.row}>
            <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => setRows((all) => [...all, toRow(nextKey.current++)])}>Add criterion</button>
          </div>
        )}
      </fieldset>
      <div className={styles.row}>
        <button type="submit" className={`button ${styles.small}`} disabled={busy}>{busy ? 'Saving…' : 'Save competition settings'}</button>
      </div>
      <Feedback error={error} message={message} />
    </form>
  );
}

const selectSucceeded = (s: SnapshotFrom<typeof judgesLogic>) => s.matches('succeeded');

interface JudgeRow { user_id: number | null; username: string; name: string }

function JudgesForm({ eventId, judges, isAdmin }: { eventId: number; judges: Judge[]; isAdmin: boolean }) {
  const actor = useScreenActor(judgesLogic);
  const busy = useSelector(actor, selectBusy);
  const error = useSelector(actor, selectError);
  const message = useSelector(actor, selectMessage);
  const succeeded = useSelector(actor, selectSucceeded);
  // The list as last saved (or loaded); the one being saved replaces it once the API host accepts it.
  const [saved, setSaved] = useState<JudgeRow[]>(judges);
  const [pending, setPending] = useState<JudgeRow[] | null>(null);
  const list = succeeded && pending ? pending : saved;
  const [username, setUsername] = useState('');
  const save = (next: JudgeRow[]) => {
    setSaved(list);
    setPending(next);
    actor.send({ type: 'form.submit', values: { event_id: eventId, judges: next.map((j) => ({ user_id: j.user_id, username: j.username })) } });
  };
  const onAdd = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const name = username.trim().replace(/^@/, '');
    if (!name) return;
    setUsername('');
    if (list.some((j) => j.username.toLowerCase() === name.toLowerCase())) return;
    save([...list, { user_id: null, username: name, name }]);
  };
  return (
    <div className={own.judges}>
      <h3 className={styles.subhead}>Judges</h3>
      {list.length === 0
        ? <p className={styles.muted}>No judges assigned yet.</p>
        : (
          <ul className={own.judgeList} aria-label="Judges">
            {list.map((j) => (
              <li key={j.username}>
                <span><span className={styles.recentName}>{j.name}</span> <span className={styles.muted}>@{j.username}</span></span>
                {isAdmin && (
                  <button type="button" className={`button button--ghost ${styles.small}`} disabled={busy} aria-label={`Remove ${j.name}`}
                    onClick={() => save(list.filter((x) => x.username !== j.username))}>Remove</button>
                )}
              </li>
            ))}
          </ul>
        )}
      {isAdmin
        ? (
          <form className={own.addForm} onSubmit={onAdd} aria-label="Add a judge">
            <label htmlFor="judge-username">Add a judge by username</label>
            <div className={styles.row}>
              <input id="judge-username" className={own.textInput} value={username} onChange={(e) => setUsername(e.target.value)}
                autoComplete="off" spellCheck={false} aria-describedby="judge-hint" />
              <button type="submit" className={`button ${styles.small}`} disabled={busy || !username.trim()}>{busy ? 'Saving…' : 'Add judge'}</button>
            </div>
            <p id="judge-hint" className={styles.muted}>Judges must hold the expert role.</p>
          </form>
        )
        : <p className={styles.muted}>Only an administrator assigns judges.</p>}
      <Feedback error={error} message={message} />
    </div>
  );
}

/** Shown on the manage page of an event of kind 'competition'. */
export default function CompetitionSettings({ event }: { event: SummitEvent }) {
  const loader = useScreenActor(competitionManageLoader, { input: { eventId: event.event_id } });
  const output = useSelector(loader, (s) => s.output);
  return (
    <section className={styles.card} aria-labelledby="competition-title">
      <h2 id="competition-title">Competition</h2>
      {!output && <p className={styles.muted} aria-busy="true">Loading the competition…</p>}
      {output && !output.ok && <p className={styles.error} role="alert">{output.message}</p>}
      {output?.ok && (
        <>
          <SettingsForm event={event} data={output.value} />
          <JudgesForm eventId={event.event_id} judges={output.value.judges} isAdmin={output.value.settings.is_admin} />
        </>
      )}
    </section>
  );
}
