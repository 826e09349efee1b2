// Small pieces the Admin Center tabs share: the change runner (one machine per dialog or row
// action), error box, sortable header, pager.
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { AUTH_MESSAGES, FAMILY_MESSAGES } from '../../../contracts';
import { selectBusy, selectError, selectFieldErrors } from '../../../machines/form-submit';
import { adminCommandLogic, type AdminCommand } from './admin.actors';
import styles from './AdminCenter.module.css';
import { useScreenActor } from '../../app/use-screen-actor';

/** Refusals the API host answers without naming a field (unique clashes, 409), by the field they are about. */
const FIELD_OF_MESSAGE: Readonly<Record<string, string>> = {
  [AUTH_MESSAGES.usernameTaken]: 'username',
  [AUTH_MESSAGES.emailTaken]: 'email',
  [FAMILY_MESSAGES.roleNameTaken]: 'role_name',
  [FAMILY_MESSAGES.menuIdTaken]: 'menu_id',
};

/** A dialog's or row's change runner: the list to reload after a success, and what the view does then (close the dialog). */
export interface AdminCommandOptions {
  /** The tab's list actor: the command machine itself tells it to reload after a success. */
  reload?: AnyActorRef | null;
  /** View state only (closing the dialog); actor coordination goes through `reload`. */
  onDone?: () => void;
}

/**
 * Runs Admin Center changes (machines/form-submit + runAdminCommand): busy while saving, the
 * server's reason on failure (by field when it names them), a success toast, the list reloaded
 * by the machine and `onDone` for the view.
 */
export function useAdminCommand({ reload = null, onDone }: AdminCommandOptions = {}) {
  const options = useMemo(() => ({ input: reload ? { onSuccess: { to: reload, events: [{ type: 'list.reload' }] } } : {} }), [reload]);
  const actor = useScreenActor(adminCommandLogic, options);
  const busy = useSelector(actor, selectBusy);
  const error = useSelector(actor, selectError);
  const named = useSelector(actor, selectFieldErrors);
  const fieldErrors = useMemo<Record<string, string>>(() => {
    if (Object.keys(named).length > 0) return named;
    const field = error ? FIELD_OF_MESSAGE[error] : undefined;
    return field && error ? { [field]: error } : {};
  }, [named, error]);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  // View state only: a success closes the dialog (the list reload is the machine's, above).
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.matches('succeeded')) {
        actor.send({ type: 'form.reset' });
        done.current?.();
      }
    });
    return () => sub.unsubscribe();
  }, [actor]);
  const fieldsNamed = Object.keys(fieldErrors).length > 0;
  return {
    busy,
    /** The form-level message: the server's reason, or a pointer to the fields it named. */
    error: fieldsNamed ? 'Check the highlighted fields.' : error,
    fieldErrors,
    run: (command: AdminCommand) => actor.send({ type: 'form.submit', values: command as unknown as Record<string, unknown> }),
    reset: () => actor.send({ type: 'form.reset' }),
  };
}

/** A refused field's sentence, under its input (decision 0057). */
export function FieldNote({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return <span id={id} className={styles.fieldNote}>{error}</span>;
}

export function ErrorBox({ error, onRetry, onDismiss }: { error: string | null; onRetry?: () => void; onDismiss?: () => void }) {
  if (!error) return null;
  return (
    <div className={styles.error} role="alert">
      <span>{error}</span>
      {onRetry && <button type="button" className={`button button--ghost ${styles.small}`} onClick={onRetry}>Try again</button>}
      {onDismiss && <button type="button" className={`button button--ghost ${styles.small}`} onClick={onDismiss}>Dismiss</button>}
    </div>
  );
}

export function SortHeader({ field, label, sortField, sortOrder, onSort, className }: {
  field: string; label: string; sortField: string | null; sortOrder: 'asc' | 'desc'; onSort: (field: string) => void; className?: string;
}) {
  const active = sortField === field;
  const sort = active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={sort} className={className}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(field)}>
        {label}
        <span aria-hidden="true">{active ? (sortOrder === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}

export function Pager({ page, pages, total, totalCapped = false, from, to, pageSize, pageSizes, onPage, onPageSize, noun }: {
  page: number; pages: number; total: number; from: number; to: number; pageSize: number; pageSizes: number[];
  /** The API host stopped counting at `total`: "of 1,000+" (docs/decisions/0062). */
  totalCapped?: boolean;
  onPage: (page: number) => void; onPageSize: (size: number) => void; noun: string;
}) {
  const more = totalCapped ? '+' : '';
  return (
    <nav className={styles.pager} aria-label="Pages">
      <p className={styles.muted} aria-live="polite" style={{ margin: 0 }}>
        {total === 0 ? `No ${noun}` : `Showing ${from.toLocaleString('en')}–${to.toLocaleString('en')} of ${total.toLocaleString('en')}${more} ${noun}`}
      </p>
      <div className={styles.pagerButtons}>
        <label className={styles.pageSize}>
          Per page
          <select value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {pageSizes.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => onPage(1)} disabled={page <= 1} aria-label="First page">«</button>
        <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => onPage(page - 1)} disabled={page <= 1}>Previous</button>
        <span className={styles.nowrap}>Page {page} of {Math.max(1, pages).toLocaleString('en')}{more}</span>
        <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => onPage(page + 1)} disabled={page >= pages}>Next</button>
        {/* Capped, the last page is the last one counted: more may follow it (decision 0070). */}
        <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => onPage(pages)} disabled={page >= pages}
          aria-label={totalCapped ? `Last counted page (${pages.toLocaleString('en')})` : 'Last page'}>»</button>
      </div>
    </nav>
  );
}

export function Badge({ tone, children }: { tone?: 'on' | 'off' | 'custom'; children: ReactNode }) {
  return <span className={`${styles.badge} ${tone ? styles[tone] : ''}`}>{children}</span>;
}
