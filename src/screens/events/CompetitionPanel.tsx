// The competition part of the event page (issue 13; docs/decisions/0022): deadline and criteria,
// the member's entry form, the judges' scoring and the leaderboard. Flows run on
// machines/form-submit; data comes from the panel's loader (competitions.actors.ts).
import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { CompetitionEntry, Criterion, JudgingEntry, Leaderboard, SummitEvent } from '../../../contracts';
import { selectBusy, selectError, selectMessage } from '../../../machines/form-submit';
import { useScreenActor } from '../../app/use-screen-actor';
import { eventStart } from '../../lib/event-time';
import { competitionLoader, entryFormLogic, publishLogic, scoreFormLogic, type CompetitionData } from './competitions.actors';
import styles from './EventList.module.css';

const fieldStyle = { display: 'grid', gap: 'var(--space-1)' } as const;

function Feedback({ error, message }: { error: string | null; message: string | null }) {
  return (
    <>
      {error && <p className={styles.alert} role="alert">{error}</p>}
      {message && <p className={styles.success} role="status">{message}</p>}
    </>
  );
}

function EntryForm({ eventId, entry, open }: { eventId: number; entry: CompetitionEntry | null; open: boolean }) {
  const actor = useScreenActor(entryFormLogic);
  const busy = useSelector(actor, selectBusy);
  const error = useSelector(actor, selectError);
  const message = useSelector(actor, selectMessage);
  const saved = !!entry || message !== null;
  if (!open) {
    return (
      <section className={styles.panel} aria-label="Your entry">
        <h2>Your entry</h2>
        <p className={styles.muted}>The submission deadline has passed.</p>
        {entry && <p>Your team <strong>{entry.team_name}</strong> is entered{entry.status === 'draft' ? ' (draft)' : ''}.</p>}
      </section>
    );
  }
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const deck = (e.currentTarget.elements.namedItem('deck') as HTMLInputElement | null)?.files?.[0] ?? null;
    actor.send({
      type: 'form.submit',
      values: {
        event_id: eventId, team_name: String(form.get('team_name') ?? ''), members: String(form.get('members') ?? ''),
        pitch: String(form.get('pitch') ?? ''), deck, current_deck: entry?.pitch_deck_url ?? null,
      },
    });
  };
  return (
    <section className={styles.panel} aria-label="Your entry">
      <h2>Your entry</h2>
      <form onSubmit={onSubmit} style={{ display: 'grid', gap: 'var(--space-3)' }}>
        <label style={fieldStyle}>Team name<input name="team_name" required maxLength={120} defaultValue={entry?.team_name ?? ''} /></label>
        <label style={fieldStyle}>Team members (one per line)
          <textarea name="members" rows={3} defaultValue={entry?.members.join('\n') ?? ''} />
        </label>
        <label style={fieldStyle}>Pitch<textarea name="pitch" rows={5} maxLength={5000} defaultValue={entry?.pitch ?? ''} /></label>
        <label style={fieldStyle}>Pitch deck (PDF or PPTX)
          <input name="deck" type="file" accept=".pdf,.pptx,application/pdf,application/vnd.openxmlformats-officedocument.presentationml.presentation" />
        </label>
        {entry?.pitch_deck_url && <p className={styles.muted}>Current deck: <a href={entry.pitch_deck_url} target="_blank" rel="noreferrer">open</a></p>}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy}>{busy ? 'Saving…' : saved ? 'Update entry' : 'Submit entry'}</button>
        </div>
      </form>
      <Feedback error={error} message={message} />
    </section>
  );
}

function ScoreForm({ eventId, entry, criteria }: { eventId: number; entry: JudgingEntry; criteria: Criterion[] }) {
  const actor = useScreenActor(scoreFormLogic);
  const busy = useSelector(actor, selectBusy);
  const error = useSelector(actor, selectError);
  const message = useSelector(actor, selectMessage);
  const given = (name: string) => entry.my_scores.find((s) => s.criterion === name);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const comment = String(form.get('comment') ?? '');
    actor.send({
      type: 'form.submit',
      values: {
        event_id: eventId, entry_id: entry.entry_id,
        scores: criteria.map((c) => ({ criterion: c.name, score: Number(form.get(`score-${c.name}`)), comment })),
      },
    });
  };
  return (
    <form onSubmit={onSubmit} aria-label={`Score ${entry.team_name}`} style={{ display: 'grid', gap: 'var(--space-2)' }}>
      <h3>{entry.team_name}</h3>
      {entry.members.length > 0 && <p className={styles.muted}>{entry.members.join(', ')}</p>}
      {entry.pitch && <p>{entry.pitch}</p>}
      {entry.pitch_deck_url && <p><a href={entry.pitch_deck_url} target="_blank" rel="noreferrer">Pitch deck</a></p>}
      {criteria.map((c) => (
        <label key={c.name} style={fieldStyle}>{`${c.name} (0–${c.max_score})`}
          <input name={`score-${c.name}`} type="number" min={0} max={c.max_score} step={1} required defaultValue={given(c.name)?.score ?? ''} />
        </label>
      ))}
      <label style={fieldStyle}>Comment<textarea name="comment" rows={2} maxLength={2000} defaultValue={entry.my_scores[0]?.comment ?? ''} /></label>
      <div className={styles.actions}><button type="submit" className="button" disabled={busy}>{busy ? 'Saving…' : 'Save scores'}</button></div>
      <Feedback error={error} message={message} />
    </form>
  );
}

function LeaderboardTable({ board }: { board: Leaderboard }) {
  if (board.data.length === 0) return <p className={styles.muted}>No submitted entries yet.</p>;
  return (
    <table>
      <thead><tr><th scope="col">Rank</th><th scope="col">Team</th><th scope="col">Score</th></tr></thead>
      <tbody>
        {board.data.map((r) => <tr key={r.entry_id}><td>{r.rank}</td><td>{r.team_name}</td><td>{r.score.toFixed(2)}</td></tr>)}
      </tbody>
    </table>
  );
}

function PublishButton({ eventId, published }: { eventId: number; published: boolean }) {
  const actor = useScreenActor(publishLogic);
  const busy = useSelector(actor, selectBusy);
  const error = useSelector(actor, selectError);
  const message = useSelector(actor, selectMessage);
  const [target] = useState(!published);
  return (
    <>
      <div className={styles.actions}>
        <button type="button" className="button button--ghost" disabled={busy || message !== null}
          onClick={() => actor.send({ type: 'form.submit', values: { event_id: eventId, published: target } })}>
          {target ? 'Publish leaderboard' : 'Unpublish leaderboard'}
        </button>
      </div>
      <Feedback error={error} message={message} />
    </>
  );
}

function Competition({ event, data }: { event: SummitEvent; data: CompetitionData }) {
  const { settings, entry, open, judging, leaderboard } = data;
  return (
    <>
      <section className={styles.panel} aria-label="Competition">
        <h2>Competition</h2>
        <dl className={styles.facts}>
          <dt>Submission deadline</dt>
          <dd><time dateTime={settings.effective_deadline}>{eventStart(settings.effective_deadline, event.time_zone)}</time>{open ? '' : ' (passed)'}</dd>
        </dl>
        {settings.criteria.length > 0 && (
          <>
            <h3>Judging criteria</h3>
            <ul>
              {settings.criteria.map((c) => <li key={c.name}>{c.name}: up to {c.max_score} points, weight {c.weight}</li>)}
            </ul>
          </>
        )}
      </section>
      <EntryForm eventId={event.event_id} entry={entry} open={open} />
      {judging && (
        <section className={styles.panel} aria-label="Score entries">
          <h2>Score entries</h2>
          {judging.data.length === 0
            ? <p className={styles.muted}>No submitted entries yet.</p>
            : judging.data.map((e) => <ScoreForm key={e.entry_id} eventId={event.event_id} entry={e} criteria={judging.criteria} />)}
        </section>
      )}
      {leaderboard && (
        <section className={styles.panel} aria-label="Leaderboard">
          <h2>Leaderboard</h2>
          {!leaderboard.published && <p className={styles.muted}>Not published yet: only organisers and administrators see it.</p>}
          <LeaderboardTable board={leaderboard} />
          {settings.is_admin && <PublishButton eventId={event.event_id} published={leaderboard.published} />}
        </section>
      )}
    </>
  );
}

/** Shown on the event page of a competition. */
export default function CompetitionPanel({ event }: { event: SummitEvent }) {
  const loader = useScreenActor(competitionLoader, { input: { eventId: event.event_id } });
  const output = useSelector(loader, (s) => s.output);
  if (!output) return <p className={styles.muted} aria-live="polite">Loading the competition…</p>;
  if (!output.ok) return <p className={styles.alert} role="alert">{output.message}</p>;
  return <Competition event={event} data={output.value} />;
}
