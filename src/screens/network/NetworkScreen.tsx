import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { COMMUNITY_TYPE_LABELS, COMMUNITY_TYPES, type CommunityType, type MemberCard } from '../../../contracts';
import {
  selectError, selectFilters, selectIsLoading, selectPage, selectPages, selectRows, selectSearchDraft, selectTotal,
} from '../../../machines/admin-list';
import { useScreenActor } from '../../app/use-screen-actor';
import { MemberCardView } from './MemberCardView';
import { memberDirectoryLogic, memberFacetsLogic, type DirectoryFilters } from './network.actors';
import { NetworkNav } from './NetworkNav';
import styles from './Network.module.css';
import { ListPager } from '../../components/ListPager/ListPager';

function Directory({ initialSearch }: { initialSearch: string }) {
  const list = useScreenActor(memberDirectoryLogic, {
    input: { idField: 'user_id', pageSizes: [12, 24, 48], query: { search: initialSearch, filters: {} } },
  });
  const facetsActor = useScreenActor(memberFacetsLogic);
  const facets = useSelector(facetsActor, (s) => s.output);
  const rows = useSelector(list, selectRows) as MemberCard[];
  const total = useSelector(list, selectTotal);
  const page = useSelector(list, selectPage);
  const pages = useSelector(list, selectPages);
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const draft = useSelector(list, selectSearchDraft);
  const filters = useSelector(list, selectFilters) as DirectoryFilters;

  const setFilter = (changes: Partial<Record<keyof DirectoryFilters, string | undefined>>) => {
    const next: Record<string, string> = {};
    for (const [k, v] of Object.entries({ ...filters, ...changes })) if (v) next[k] = v;
    list.send({ type: 'list.filter', filters: next });
  };
  const filtered = Boolean(draft || filters.role || filters.community || filters.interest);

  return (
    <>
      <form className={styles.toolbar} role="search" onSubmit={(e: FormEvent) => e.preventDefault()}>
        <label>
          Search members
          <input type="search" value={draft} placeholder="Name, username or headline" onChange={(e) => list.send({ type: 'list.search', search: e.target.value })} />
        </label>
        <label>
          Role
          <select value={filters.role ?? ''} onChange={(e) => setFilter({ role: e.target.value || undefined })}>
            <option value="">Any role</option>
            {(facets?.roles ?? []).map((r) => <option key={r.role_name} value={r.role_name}>{r.display_name}</option>)}
          </select>
        </label>
        <label>
          Community
          <select value={filters.community ?? ''} onChange={(e) => setFilter({ community: (e.target.value || undefined) as CommunityType | undefined })}>
            <option value="">Any community</option>
            {COMMUNITY_TYPES.map((c) => <option key={c} value={c}>{COMMUNITY_TYPE_LABELS[c]}</option>)}
          </select>
        </label>
        <label>
          Interest
          <select value={filters.interest ?? ''} onChange={(e) => setFilter({ interest: e.target.value || undefined })}>
            <option value="">Any interest</option>
            {(facets?.interests ?? []).map((i) => <option key={i} value={i}>{i}</option>)}
          </select>
        </label>
      </form>

      <div className={styles.row}>
        <p className={styles.muted} aria-live="polite">{loading ? 'Loading members…' : `${total} ${total === 1 ? 'member' : 'members'}`}</p>
      </div>

      {error && (
        <div role="alert" className={styles.empty}>
          <p className={styles.alert}>{error}</p>
          <button type="button" className="button" onClick={() => list.send({ type: 'list.retry' })}>Try again</button>
        </div>
      )}
      {!error && !loading && rows.length === 0 && (
        <div className={styles.empty}>
          <p>No members match. Try another name or fewer filters.</p>
          {filtered && (
            <button type="button" className="button button--ghost" onClick={() => { list.send({ type: 'list.search', search: '' }); list.send({ type: 'list.filter', filters: {} }); }}>
              Clear search and filters
            </button>
          )}
        </div>
      )}
      {rows.length > 0 && (
        <ul className={styles.grid} aria-label="Members" aria-busy={loading}>
          {rows.map((m) => <MemberCardView key={m.user_id} member={m} />)}
        </ul>
      )}

      <ListPager page={page} pages={pages} onPage={(next) => list.send({ type: 'list.page', page: next })} />
    </>
  );
}

/** /community/network: the member directory. `?search=` (a notification's or a mention's link) starts it searched. */
export default function NetworkScreen() {
  const [params] = useSearchParams();
  const initialSearch = params.get('search') ?? '';
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>Community Network</h1>
        <p className={styles.lead}>Founders, investors, experts, educators, businesses and government: find members by name, role, community or interest, and follow them to see what they post.</p>
        <NetworkNav />
      </header>
      <Directory key={initialSearch} initialSearch={initialSearch} />
    </div>
  );
}
