import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { COLLAB_COMMUNITIES, COLLAB_COMMUNITY_LABELS, type CollabCall, type CollabCommunity } from '../../../contracts';
import {
  selectError, selectFilters, selectIsLoading, selectPage, selectPages, selectRows, selectSearchDraft, selectTotal,
} from '../../../machines/admin-list';
import { useScreenActor } from '../../app/use-screen-actor';
import { CallCard } from './CallCard';
import { boardListLogic, type BoardFilters } from './collaboration.actors';
import styles from './Collaboration.module.css';
import { ListPager } from '../../components/ListPager/ListPager';

/**
 * The board of calls: search, skill, community (unless fixed), deadline and status filters, paged
 * on the server. `base` is where a call opens (?call=ID is added).
 */
export function BoardView({ base, community }: { base: string; community?: CollabCommunity }) {
  const list = useScreenActor(boardListLogic, {
    input: { idField: 'call_id', pageSizes: [12, 24, 48], query: { filters: { status: 'open', deadline: 'any', ...(community ? { community } : {}) } } },
  });
  const rows = useSelector(list, selectRows) as CollabCall[];
  const total = useSelector(list, selectTotal);
  const page = useSelector(list, selectPage);
  const pages = useSelector(list, selectPages);
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const draft = useSelector(list, selectSearchDraft);
  const filters = useSelector(list, selectFilters) as BoardFilters;

  const setFilter = (changes: Partial<Record<keyof BoardFilters, string | undefined>>) => {
    const next: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...filters, ...changes })) if (value) next[key] = value;
    list.send({ type: 'list.filter', filters: next });
  };
  const filtered = !!(draft || filters.skill || (!community && filters.community) || (filters.deadline && filters.deadline !== 'any') || filters.status !== 'open');

  return (
    <>
      <form className={`${styles.toolbar} ${community ? styles.toolbarFour : ''}`} role="search" onSubmit={(e) => e.preventDefault()}>
        <label>
          Search calls
          <input type="search" value={draft} placeholder="Title, need, skill or tag" onChange={(e) => list.send({ type: 'list.search', search: e.target.value })} />
        </label>
        <label>
          Skill
          <input type="text" value={filters.skill ?? ''} placeholder="e.g. Android" onChange={(e) => setFilter({ skill: e.target.value || undefined })} />
        </label>
        {!community && (
          <label>
            Community
            <select value={filters.community ?? ''} onChange={(e) => setFilter({ community: e.target.value || undefined })}>
              <option value="">All communities</option>
              {COLLAB_COMMUNITIES.map((c) => <option key={c} value={c}>{COLLAB_COMMUNITY_LABELS[c]}</option>)}
            </select>
          </label>
        )}
        <label>
          Deadline
          <select value={filters.deadline ?? 'any'} onChange={(e) => setFilter({ deadline: e.target.value })}>
            <option value="any">Any deadline</option>
            <option value="week">Within a week</option>
            <option value="month">Within a month</option>
          </select>
        </label>
        <label>
          Status
          <select value={filters.status ?? 'open'} onChange={(e) => setFilter({ status: e.target.value })}>
            <option value="open">Open</option>
            <option value="closed">Closed or past deadline</option>
            <option value="all">All calls</option>
          </select>
        </label>
      </form>

      <div className={styles.row}>
        <p className={styles.muted} aria-live="polite">{loading ? 'Loading calls…' : `${total} ${total === 1 ? 'call' : 'calls'}`}</p>
      </div>

      {error && (
        <div role="alert" className={styles.empty}>
          <p className={styles.alert}>{error}</p>
          <button type="button" className="button" onClick={() => list.send({ type: 'list.retry' })}>Try again</button>
        </div>
      )}
      {!error && !loading && rows.length === 0 && (
        <div className={styles.empty}>
          <p>No calls match. Try another skill or clear the filters — or post your own call.</p>
          <div className={styles.actions}>
            {filtered && (
              <button type="button" className="button button--ghost" onClick={() => { list.send({ type: 'list.search', search: '' }); list.send({ type: 'list.filter', filters: { status: 'open', ...(community ? { community } : {}) } }); }}>
                Clear filters
              </button>
            )}
            <Link className="button" to="/collab-hub?new=1">Post a call</Link>
          </div>
        </div>
      )}
      {rows.length > 0 && (
        <ul className={styles.grid} aria-busy={loading}>
          {rows.map((call) => <CallCard key={call.call_id} call={call} base={base} onSkill={(skill) => setFilter({ skill })} />)}
        </ul>
      )}
      <ListPager page={page} pages={pages} onPage={(next) => list.send({ type: 'list.page', page: next })} />
    </>
  );
}
