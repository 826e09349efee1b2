import { useState } from 'react';
import type { AnyActorRef, EventObject } from 'xstate';
import { useSelector } from '@xstate/react';
import type { Role } from '../../../contracts';
import {
  CSV_MAX_ROWS, CSV_OPTIONAL_COLUMNS, CSV_REQUIRED_COLUMNS, selectCreated, selectError, selectFileName, selectInvalidCount, selectIsBusy,
  selectRows, selectStep, selectValidCount,
} from '../../../machines/csv-import';
import { csvImportLogic } from './admin.actors';
import { Modal } from '../../components/Modal/Modal';
import styles from './AdminCenter.module.css';
import { useScreenActor } from '../../app/use-screen-actor';

const members = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'member' : 'members'}`;

/**
 * Import CSV: choose a file → preview with per-row errors → import the valid rows → summary.
 * `onImported` goes to another actor once members are created (the users list reloads): the
 * machine sends it, no view effect remembers a creation.
 */
export function CsvImportDialog({ roles, onImported, onClose }: { roles: Role[]; onImported?: { to: AnyActorRef; events: EventObject[] }; onClose: () => void }) {
  const actor = useScreenActor(csvImportLogic, { input: { roles, onImported } });
  const step = useSelector(actor, selectStep);
  const rows = useSelector(actor, selectRows);
  const valid = useSelector(actor, selectValidCount);
  const invalid = useSelector(actor, selectInvalidCount);
  const error = useSelector(actor, selectError);
  const fileName = useSelector(actor, selectFileName);
  const created = useSelector(actor, selectCreated);
  const busy = useSelector(actor, selectIsBusy);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const close = () => onClose();
  const shown = onlyErrors ? rows.filter((r) => r.item === null) : rows;

  const footer = step === 'preview' || step === 'importing' ? (
    <>
      <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'csv.reset' })} disabled={busy}>Choose another file</button>
      <button type="button" className="button" onClick={() => actor.send({ type: 'csv.import' })} disabled={busy || valid === 0}>
        {step === 'importing' ? 'Importing…' : `Import ${members(valid)}`}
      </button>
    </>
  ) : step === 'done' ? (
    <>
      <button type="button" className="button button--ghost" onClick={() => actor.send({ type: 'csv.reset' })}>Import another file</button>
      <button type="button" className="button" onClick={close} data-autofocus>Done</button>
    </>
  ) : (
    <button type="button" className="button button--ghost" onClick={close} disabled={busy}>Cancel</button>
  );

  return (
    <Modal open onClose={close} busy={busy} title="Import members from CSV" width="min(960px, 96vw)" footer={footer}>
      {(step === 'choosing' || step === 'parsing') && (
        <div className={styles.form}>
          <p>
            One member per row, at most {CSV_MAX_ROWS.toLocaleString('en')} rows. Columns: <strong>{CSV_REQUIRED_COLUMNS.join(', ')}</strong> (required),{' '}
            {CSV_OPTIONAL_COLUMNS.join(', ')} (optional). In <em>roles</em>, separate several roles with “;”, by name or id; members without roles get the Temp role.
          </p>
          <label className={styles.control}>
            CSV file
            <input
              type="file"
              accept=".csv,text/csv"
              disabled={step === 'parsing'}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) actor.send({ type: 'csv.choose', file });
                e.target.value = '';
              }}
            />
          </label>
          {step === 'parsing' && <p role="status">Reading {fileName}…</p>}
          {error && <p className={styles.error} role="alert">{fileName ? `${fileName}: ` : ''}{error}</p>}
        </div>
      )}

      {(step === 'preview' || step === 'importing') && (
        <div className={styles.form}>
          <p aria-live="polite">
            <strong>{fileName}</strong>: {members(valid)} ready to import
            {invalid > 0 && <>, <span style={{ color: 'var(--color-danger)' }}>{invalid.toLocaleString('en')} {invalid === 1 ? 'row has' : 'rows have'} errors and will be skipped</span></>}.
          </p>
          {error && <p className={styles.error} role="alert">{error}</p>}
          {invalid > 0 && (
            <label className={styles.switch}>
              <input type="checkbox" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} /> Show only rows with errors
            </label>
          )}
          <div className={styles.tableWrap} style={{ maxHeight: '45vh', overflowY: 'auto' }}>
            <table className={styles.table} aria-label="Rows of the file">
              <thead>
                <tr>
                  <th scope="col">Row</th><th scope="col">Username</th><th scope="col">E-mail</th><th scope="col">First name</th>
                  <th scope="col">Last name</th><th scope="col">Roles</th><th scope="col">Problems</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((r) => (
                  <tr key={r.row} className={r.item ? undefined : styles.rowError}>
                    <td>{r.row}</td><td>{r.values.username}</td><td>{r.values.email}</td><td>{r.values.firstName}</td>
                    <td>{r.values.lastName}</td><td>{r.values.roles}</td>
                    <td>
                      {r.errors.length === 0 ? <span className={styles.muted}>OK</span> : (
                        <ul className={styles.reasons}>{r.errors.map((m) => <li key={m}>{m}</li>)}</ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}

      {step === 'done' && (
        <p role="status"><strong>{members(created)} created</strong> from {fileName}.{invalid > 0 ? ` ${invalid.toLocaleString('en')} rows with errors were skipped.` : ''}</p>
      )}
    </Modal>
  );
}
