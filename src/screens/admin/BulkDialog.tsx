import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectAction, selectCancelRequested, selectCount, selectError, selectIsConfirming, selectIsDone, selectIsFailed, selectIsRunning, selectItems,
  selectProgress, selectSummary, type bulkOperationMachine,
} from '../../../machines/bulk-operation';
import { Modal } from '../../components/Modal/Modal';
import styles from './AdminCenter.module.css';

const VERB: Record<string, { title: string; button: string; past: string; note: string }> = {
  enable: { title: 'Enable', button: 'Enable', past: 'enabled', note: 'They can sign in again.' },
  disable: { title: 'Disable', button: 'Disable', past: 'disabled', note: 'They are signed out and can no longer sign in until enabled again.' },
  delete: { title: 'Delete', button: 'Delete', past: 'deleted', note: 'They are signed out and removed from every list. Their username and e-mail stay taken.' },
};

const members = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'member' : 'members'}`;

/** Confirm → progress → summary of a bulk action on the selected members (machines/bulk-operation). */
export function BulkDialog({ actor }: { actor: ActorRefFrom<typeof bulkOperationMachine> }) {
  const action = useSelector(actor, selectAction);
  const count = useSelector(actor, selectCount);
  const confirming = useSelector(actor, selectIsConfirming);
  const running = useSelector(actor, selectIsRunning);
  const done = useSelector(actor, selectIsDone);
  const failed = useSelector(actor, selectIsFailed);
  const progress = useSelector(actor, selectProgress);
  const summary = useSelector(actor, selectSummary);
  const error = useSelector(actor, selectError);
  const stopping = useSelector(actor, selectCancelRequested);
  const items = useSelector(actor, selectItems);
  const verb = VERB[action] ?? { title: action, button: action, past: 'changed', note: '' };

  const close = () => actor.send({ type: confirming ? 'bulk.cancel' : 'bulk.close' });
  const title = done ? `${verb.title}: summary` : `${verb.title} ${members(count)}?`;

  const footer = confirming ? (
    <>
      <button type="button" className="button button--ghost" onClick={close}>Cancel</button>
      <button type="button" className={`button ${action === 'delete' ? styles.danger : ''}`} onClick={() => actor.send({ type: 'bulk.confirm' })} data-autofocus>
        {verb.button} {members(count)}
      </button>
    </>
  ) : running ? (
    <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'bulk.cancel' })} disabled={stopping}>
      {stopping ? 'Stopping after this batch…' : 'Stop after this batch'}
    </button>
  ) : failed ? (
    <>
      <button type="button" className="button button--ghost" onClick={close}>Close</button>
      <button type="button" className="button" onClick={() => actor.send({ type: 'bulk.retry' })}>Try again</button>
    </>
  ) : (
    <button type="button" className="button" onClick={close} data-autofocus>Done</button>
  );

  return (
    <Modal open onClose={close} title={title} footer={footer} busy={running} width="min(560px, 94vw)">
      {confirming && (
        <>
          <p>You are about to {action} <strong>{members(count)}</strong>. {verb.note}</p>
          {count > 1000 && <p className={styles.muted}>This runs in {Math.ceil(count / 1000)} batches of up to 1,000; each batch is saved whole or not at all.</p>}
        </>
      )}
      {(running || failed) && (
        <div aria-live="polite">
          <progress className={styles.progress} max={progress.total} value={progress.done} aria-label={`${verb.title} progress`} />
          <p>{progress.done.toLocaleString('en')} of {progress.total.toLocaleString('en')} done{running ? '…' : '.'}</p>
        </div>
      )}
      {failed && <p className={styles.error} role="alert">{error}</p>}
      {done && (
        <div aria-live="polite">
          <dl className={styles.summary}>
            <dt>{verb.past[0]!.toUpperCase() + verb.past.slice(1)}</dt><dd>{members(summary.succeeded)}</dd>
            {summary.failed > 0 && <><dt>Failed</dt><dd>{members(summary.failed)}</dd></>}
            {summary.skipped > 0 && <><dt>Not started (stopped)</dt><dd>{members(summary.skipped)}</dd></>}
          </dl>
          {summary.errors.length > 0 && (
            <>
              <p>Why some could not be {verb.past}:</p>
              <ul className={styles.errorList}>
                {summary.errors.slice(0, 100).map((e) => <li key={e.index}>Member #{String(items[e.index])}: {e.message}</li>)}
              </ul>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
