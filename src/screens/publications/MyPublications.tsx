import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { PUBLICATION_CATEGORY_LABELS, type PublicationSummary } from '../../../contracts';
import { selectError, selectIsLoading, selectRows } from '../../../machines/admin-list';
import { useScreenActor } from '../../app/use-screen-actor';
import { StatusBadge } from '../../components/Publication';
import { myPublicationsLogic } from './publications.actors';
import styles from './Publications.module.css';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The member's applications with their status, latest change first. */
export function MyPublications() {
  const list = useScreenActor(myPublicationsLogic, { input: { idField: 'publication_id', pageSizes: [-1] } });
  const rows = useSelector(list, selectRows) as PublicationSummary[];
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1>Publications</h1>
          <p className={styles.lead}>Submit your research, case studies and reports. Reviewers read every submission; accepted ones are published in the Knowledge Hub.</p>
        </div>
        <Link className="button" to="/publications?id=new">New publication</Link>
      </header>
      <section aria-labelledby="mine-title" aria-busy={loading} style={{ display: 'grid', gap: 'var(--space-3)' }}>
        <h2 id="mine-title" style={{ margin: 0, fontSize: 'var(--font-size-lg)' }}>My publications</h2>
        {error && (
          <p className={styles.alert} role="alert">{error} <button type="button" className="button button--ghost" onClick={() => list.send({ type: 'list.retry' })}>Try again</button></p>
        )}
        {loading && rows.length === 0 && <p className={styles.muted} role="status">Loading…</p>}
        {!loading && !error && rows.length === 0 && (
          <div className={styles.empty}>
            <p>You have not started a publication yet.</p>
            <Link className="button" to="/publications?id=new">Start your first application</Link>
          </div>
        )}
        {rows.length > 0 && (
          <ul className={styles.list}>
            {rows.map((p) => (
              <li key={p.publication_id} className={styles.item}>
                <div style={{ display: 'grid', gap: 'var(--space-1)', minWidth: 0 }}>
                  <Link to={`/publications?id=${p.publication_id}`}>{p.title || 'Untitled draft'}</Link>
                  <p className={styles.muted}>
                    {p.category ? `${PUBLICATION_CATEGORY_LABELS[p.category]} · ` : ''}
                    {p.submitted_at ? `Submitted ${day(p.submitted_at)}` : `Last saved ${day(p.updated_at)}`}
                  </p>
                </div>
                <StatusBadge status={p.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
