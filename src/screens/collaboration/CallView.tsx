import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { COLLAB_COMMUNITY_LABELS, COLLAB_LIMITS, COLLAB_MESSAGES, type CollabCallDetail } from '../../../contracts';
import {
  selectCall, selectConversationId, selectDraft, selectErrorMessage, selectFailedOperation, selectInterests, selectLoading, selectMyInterestStatus,
  selectNotice, selectPendingCount, selectProblem, selectTargetId, selectUnavailableReason, selectView,
} from '../../../machines/collaboration-call';
import { useScreenActor } from '../../app/use-screen-actor';
import { CallState } from './CallCard';
import { callPageLoader, collaborationCallLogic, toCallInfo } from './collaboration.actors';
import { deadlineDay, deadlineLeft } from './format';
import styles from './Collaboration.module.css';

type CallActor = ActorRefFrom<typeof collaborationCallLogic>;

const chatLink = (conversationId: number) => `/messages?c=${conversationId}`;

function FailedBox({ actor }: { actor: CallActor }) {
  const error = useSelector(actor, selectErrorMessage);
  const operation = useSelector(actor, selectFailedOperation);
  return (
    <div role="alert" className={styles.actions} style={{ display: 'grid' }}>
      <p className={styles.alert}>{error}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => actor.send({ type: 'collab.retry' })}>Try again</button>
        {operation === 'express'
          ? <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'collab.back' })}>Back</button>
          : <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'collab.dismiss' })}>Dismiss</button>}
      </div>
    </div>
  );
}

/** The member's side: express interest with a message, see its state, withdraw while waiting. */
function MemberPanel({ actor }: { actor: CallActor }) {
  const view = useSelector(actor, selectView);
  const loading = useSelector(actor, selectLoading);
  const problem = useSelector(actor, selectProblem);
  const notice = useSelector(actor, selectNotice);
  const status = useSelector(actor, selectMyInterestStatus);
  const conversationId = useSelector(actor, selectConversationId);
  const reason = useSelector(actor, selectUnavailableReason);
  const draft = useSelector(actor, selectDraft);
  const operation = useSelector(actor, selectFailedOperation);
  const [message, setMessage] = useState(draft);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'collab.submit', message });
  };
  return (
    <section className={styles.panel} aria-labelledby="interest-heading">
      <h2 id="interest-heading">Your interest</h2>
      <div aria-live="polite" style={{ display: 'grid', gap: 'var(--space-3)' }}>
        {view === 'open' && (
          <>
            <p className={styles.muted}>Tell the poster what you bring. If they pick you, you both get a group chat in Messages.</p>
            <button type="button" className="button" onClick={() => actor.send({ type: 'collab.compose' })}>I’m interested</button>
          </>
        )}
        {(view === 'composing' || view === 'expressing') && (
          <form onSubmit={submit} noValidate>
            <label>
              Your message
              <textarea autoFocus value={message} maxLength={COLLAB_LIMITS.messageMax + 50} disabled={loading} aria-invalid={!!problem} aria-describedby={problem ? 'interest-problem' : undefined}
                onChange={(e) => setMessage(e.target.value)} placeholder="What you bring, and when you could start" />
            </label>
            {problem && <p id="interest-problem" className={styles.alert} role="alert">{problem}</p>}
            <div className={styles.actions}>
              <button type="submit" className="button" disabled={loading}>{loading ? 'Sending…' : 'Send interest'}</button>
              <button type="button" className="button button--ghost" disabled={loading} onClick={() => actor.send({ type: 'collab.back' })}>Cancel</button>
            </div>
          </form>
        )}
        {view === 'refused' && <p className={styles.alert} role="alert">{notice}</p>}
        {(view === 'interested' || view === 'withdrawing' || (view === 'failed' && operation === 'withdraw')) && (
          <>
            {status === 'pending' && <p className={styles.success}>Your interest is sent. The poster will pick collaborators; you will be notified.</p>}
            {status === 'picked' && (
              <>
                <p className={styles.success}>You were picked for this collaboration.</p>
                {conversationId && <p><Link className="button" to={chatLink(conversationId)}>Open the group chat</Link></p>}
              </>
            )}
            {status === 'declined' && <p>The poster did not pick you this time. Thank you for your interest.</p>}
            {status === 'pending' && view !== 'failed' && (
              <button type="button" className="button button--ghost" disabled={loading}
                onClick={() => { if (window.confirm('Withdraw your interest in this call?')) actor.send({ type: 'collab.withdraw' }); }}>
                {view === 'withdrawing' ? 'Withdrawing…' : 'Withdraw'}
              </button>
            )}
          </>
        )}
        {view === 'unavailable' && <p>{reason === 'closed' ? COLLAB_MESSAGES.callClosed : COLLAB_MESSAGES.pastDeadline}</p>}
        {view === 'failed' && <FailedBox actor={actor} />}
      </div>
    </section>
  );
}

/** The poster's side: every interest with its message; pick or decline pending ones; close the call. */
function PosterPanel({ actor }: { actor: CallActor }) {
  const view = useSelector(actor, selectView);
  const loading = useSelector(actor, selectLoading);
  const interests = useSelector(actor, selectInterests);
  const pending = useSelector(actor, selectPendingCount);
  const target = useSelector(actor, selectTargetId);
  const conversationId = useSelector(actor, selectConversationId);
  const closed = view === 'closed';
  return (
    <section className={styles.panel} aria-labelledby="interests-heading">
      <h2 id="interests-heading">Interest ({interests.length})</h2>
      <div aria-live="polite" style={{ display: 'grid', gap: 'var(--space-3)' }}>
        {closed && <p className={styles.success}>This call is closed.</p>}
        {conversationId && <p><Link className="button" to={chatLink(conversationId)}>Open the group chat</Link></p>}
        {view === 'failed' && <FailedBox actor={actor} />}
        {interests.length === 0 && <p className={styles.muted}>No one has expressed interest yet. Share the call with your network.</p>}
        <ul className={styles.interests}>
          {interests.map((i) => (
            <li key={i.interest_id} className={styles.interest}>
              <div className={styles.meta}>
                <strong>{i.name}</strong>
                <span className={`${styles.status} ${i.status === 'pending' ? styles.statusWait : i.status === 'picked' ? '' : styles.statusOff}`}>
                  {i.status === 'pending' ? 'Waiting' : i.status === 'picked' ? 'Picked' : 'Declined'}
                </span>
              </div>
              <p>{i.message}</p>
              {i.status === 'pending' && !closed && (
                <div className={styles.actions}>
                  <button type="button" className="button" disabled={loading} aria-label={`Pick ${i.name}`} onClick={() => actor.send({ type: 'collab.pick', interestId: i.interest_id })}>
                    {view === 'picking' && target === i.interest_id ? 'Picking…' : 'Pick'}
                  </button>
                  <button type="button" className="button button--ghost" disabled={loading} aria-label={`Decline ${i.name}`} onClick={() => actor.send({ type: 'collab.decline', interestId: i.interest_id })}>
                    {view === 'declining' && target === i.interest_id ? 'Declining…' : 'Decline'}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
        {!closed && (
          <button type="button" className="button button--ghost" disabled={loading}
            onClick={() => {
              const text = pending > 0 ? `Close this call? ${pending} waiting ${pending === 1 ? 'member is' : 'members are'} told they were not picked.` : 'Close this call?';
              if (window.confirm(text)) actor.send({ type: 'collab.close' });
            }}>
            {view === 'closing' ? 'Closing…' : 'Close call'}
          </button>
        )}
      </div>
    </section>
  );
}

function CallDetail({ initial }: { initial: CollabCallDetail }) {
  const actor = useScreenActor(collaborationCallLogic, { input: { call: toCallInfo(initial), messageMin: COLLAB_LIMITS.messageMin, messageMax: COLLAB_LIMITS.messageMax } });
  const call = useSelector(actor, selectCall);
  const interests = useSelector(actor, selectInterests);
  const collaborators = call.is_mine ? interests.filter((i) => i.status === 'picked').map((i) => i.name) : initial.collaborators.map((p) => p.name);
  const left = deadlineLeft(initial.deadline);
  return (
    <div className={styles.layout}>
      <article className={styles.panel} aria-labelledby="call-title">
        <div className={styles.meta}>
          <CallState call={{ status: call.status, is_past_deadline: initial.is_past_deadline }} />
          {initial.community_type && <span className={styles.tag}>{COLLAB_COMMUNITY_LABELS[initial.community_type]}</span>}
          {initial.tags.map((t) => <span key={t} className={styles.tag}>#{t}</span>)}
        </div>
        <h1 id="call-title" style={{ margin: 0, fontSize: 'var(--font-size-xl)', overflowWrap: 'anywhere' }}>{initial.title}</h1>
        <dl className={styles.facts}>
          <dt>Posted by</dt><dd>{initial.poster.name}</dd>
          <dt>Deadline</dt><dd><time dateTime={initial.deadline}>{deadlineDay(initial.deadline)}</time>{call.status === 'open' ? ` · ${left.text}` : ''}</dd>
          <dt>Skills wanted</dt><dd>{initial.skills.join(', ')}</dd>
          {collaborators.length > 0 && <><dt>Collaborators</dt><dd>{collaborators.join(', ')}</dd></>}
        </dl>
        {/* need_html is rendered from Markdown and sanitised by the API host (server/lib/markdown.ts). */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: initial.need_html }} />
      </article>
      {call.is_mine ? <PosterPanel actor={actor} /> : <MemberPanel actor={actor} />}
    </div>
  );
}

/** ?call=ID on any collaboration page: the call, with the interest or poster panel. */
export function CallView({ callId, back }: { callId: number; back: { to: string; label: string } }) {
  const loader = useScreenActor(callPageLoader, { input: { callId } });
  const output = useSelector(loader, (s) => s.output);
  return (
    <>
      <p><Link to={back.to}>← {back.label}</Link></p>
      {!output && <p className={styles.muted} aria-live="polite">Loading the call…</p>}
      {output && !output.ok && (
        <div className={styles.empty} role="alert">
          <p>{output.message}</p>
          <Link to="/collab-hub" className="button button--ghost">All calls</Link>
        </div>
      )}
      {output?.ok && <CallDetail initial={output.value} />}
    </>
  );
}
