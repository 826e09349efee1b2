import { useId, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRef, Snapshot } from 'xstate';
import {
  selectIsCreating, selectIsGroup, selectIsSearching, selectPicked, selectResults, selectSearch, selectStarterError,
  type ConversationOpenedEvent,
} from '../../../machines/chat';
import { newConversationLogic } from './chat.actors';
import { Modal } from '../../components/Modal/Modal';
import styles from './Communication.module.css';
import { useScreenActor } from '../../app/use-screen-actor';

type ChatRef = ActorRef<Snapshot<unknown>, ConversationOpenedEvent>;

/**
 * "New conversation": find members, pick one (a chat) or several (a group, optionally titled),
 * start. The machine tells the chat actor about the new conversation itself; the view is told it
 * finished (its final state) only to close the dialog and put the conversation in the address.
 */
export function NewConversationDialog({ chat, onClose, onStarted }: { chat: ChatRef; onClose: () => void; onStarted: (conversationId: number) => void }) {
  const starter = useScreenActor(newConversationLogic, { input: { chat } }, (snapshot) => {
    if (snapshot.status === 'done') onStarted(snapshot.output!.conversation_id);
  });
  const search = useSelector(starter, selectSearch);
  const results = useSelector(starter, selectResults);
  const picked = useSelector(starter, selectPicked);
  const searching = useSelector(starter, selectIsSearching);
  const creating = useSelector(starter, selectIsCreating);
  const error = useSelector(starter, selectStarterError);
  const group = useSelector(starter, selectIsGroup);
  const [title, setTitle] = useState('');
  const searchId = useId();
  const titleId = useId();

  const available = results.filter((r) => !picked.some((p) => p.user_id === r.user_id));
  return (
    <Modal
      open
      title="New conversation"
      onClose={onClose}
      busy={creating}
      width="min(560px, 94vw)"
      footer={(
        <>
          <button type="button" className="button button--ghost" onClick={onClose} disabled={creating}>Cancel</button>
          <button type="button" className="button" disabled={picked.length === 0 || creating} onClick={() => starter.send({ type: 'starter.create', title })}>
            {creating ? 'Starting…' : group ? 'Start group' : 'Start conversation'}
          </button>
        </>
      )}
    >
      <div className={styles.section}>
        <div className={styles.control}>
          <label htmlFor={searchId}>Find members by name or username</label>
          <input id={searchId} type="search" className={styles.input} value={search} data-autofocus autoComplete="off" onChange={(e) => starter.send({ type: 'starter.search', search: e.target.value })} />
        </div>
        <div aria-live="polite">
          {searching ? <p className={styles.muted}>Searching…</p>
            : search.trim() && available.length === 0 && !error ? <p className={styles.muted}>No members match “{search.trim()}”.</p> : null}
        </div>
        {available.length > 0 && !searching && (
          <ul className={styles.results} aria-label="Matching members">
            {available.map((m) => (
              <li key={m.user_id} className={styles.result}>
                <span><strong>{m.name}</strong> <span className={styles.muted}>@{m.username}</span></span>
                <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => starter.send({ type: 'starter.pick', member: m })} aria-label={`Add ${m.name}`}>Add</button>
              </li>
            ))}
          </ul>
        )}
        {picked.length > 0 && (
          <div className={styles.section}>
            <p className={styles.control} id={`${titleId}-picked`}>{group ? `Group with ${picked.length} members` : 'Chat with'}</p>
            <ul className={styles.chips} aria-labelledby={`${titleId}-picked`}>
              {picked.map((m) => (
                <li key={m.user_id} className={styles.chip}>
                  {m.name}
                  <button type="button" onClick={() => starter.send({ type: 'starter.unpick', userId: m.user_id })} aria-label={`Remove ${m.name}`} disabled={creating}>×</button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {group && (
          <div className={styles.control}>
            <label htmlFor={titleId}>Group title (optional)</label>
            <input id={titleId} className={styles.input} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
          </div>
        )}
        {error && <p className={styles.error} role="alert">{error}</p>}
      </div>
    </Modal>
  );
}
