// Small pieces the Admin Center tabs share: the change runner (one machine per dialog or row
// action), error box, sortable header, pager.
import { useEffect, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { selectBusy, selectError } from '../../../machines/form-submit';
import { adminCommandLogic, type AdminCommand } from './admin.actors';
import styles from './AdminCenter.module.css';
import { useScreenActor } from '../../app/use-screen-actor';

/**
 * Runs Admin Center changes (machines/form-submit + runAdminCommand): busy while saving, the
 * server's reason on failure, a success toast and `onDone` on success.
 */
export function useAdminCommand(onDone: () => void) {
  const actor = useScreenActor(adminCommandLogic);
  const busy = useSelector(actor, selectBusy);
  const error = useSelector(actor, selectError);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.matches('succeeded')) {
        actor.send({ type: 'form.reset' });
        done.current();
      }
    });
    return () => sub.unsubscribe();
  }, [actor]);
  return {
    busy,
    error,
    run: (command: AdminCommand) => actor.send({ type: 'form.submit', values: command as unknown as Record<string, unknown> }),
    reset: () => actor.send({ type: 'form.reset' }),
  };
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

export function Pager({ page, pages, total, from, to, pageSize, pageSizes, onPage, onPageSize, noun }: {
  page: number; pages: number; total: number; from: number; to: number; pageSize: number; pageSizes: number[];
  onPage: (page: number) => void; onPageSize: (size: number) => void; noun: string;
}) {
  return (
    <nav className={styles.pager} aria-label="Pages">
      <p className={styles.muted} aria-live="polite" style={{ margin: 0 }}>
        {total === 0 ? `No ${noun}` : `Showing ${from.toLocaleString('en')}–${to.toLocaleString('en')} of ${total.toLocaleString('en')} ${noun}`}
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
        <span className={styles.nowrap}>Page {page} of {Math.max(1, pages).toLocaleString('en')}</span>
        <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => onPage(page + 1)} disabled={page >= pages}>Next</button>
        <button type="button" className={`button button--ghost ${styles.small}`} onClick={() => onPage(pages)} disabled={page >= pages} aria-label="Last page">»</button>
      </div>
    </nav>
  );
}

export function Badge({ tone, children }: { tone?: 'on' | 'off' | 'custom'; children: ReactNode }) {
  return <span className={`${styles.badge} ${tone ? styles[tone] : ''}`}>{children}</span>;
}
