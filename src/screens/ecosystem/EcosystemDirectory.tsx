// /ecosystem-hub's organisation directory: every organisation by name, searched and filtered by
// state and category, paged (the common list machine over /api/ecosystem/organizations).
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import {
  INDIA_REGIONS, indiaRegion, ORGANIZATION_CATEGORIES, ORGANIZATION_CATEGORY_LABELS, organizationLink, type EcosystemOrganization,
} from '../../../contracts';
import { selectError, selectFilters, selectIsLoading, selectPage, selectPages, selectRows, selectSearchDraft, selectTotal } from '../../../machines/admin-list';
import { useScreenActor } from '../../app/use-screen-actor';
import { ecosystemDirectoryLogic, type EcosystemDirectoryFilters } from './ecosystem.actors';
import styles from './Ecosystem.module.css';
import { ListPager } from '../../components/ListPager/ListPager';

export function EcosystemDirectory() {
  const list = useScreenActor(ecosystemDirectoryLogic, { input: { idField: 'organization_id', pageSizes: [12, 24], query: { filters: {} } } });
  const rows = useSelector(list, selectRows) as EcosystemOrganization[];
  const total = useSelector(list, selectTotal);
  const page = useSelector(list, selectPage);
  const pages = useSelector(list, selectPages);
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const draft = useSelector(list, selectSearchDraft);
  const filters = useSelector(list, selectFilters) as EcosystemDirectoryFilters;
  const setFilter = (changes: Partial<EcosystemDirectoryFilters>) => {
    const next: Record<string, string> = {};
    for (const [k, v] of Object.entries({ ...filters, ...changes })) if (v) next[k] = v;
    list.send({ type: 'list.filter', filters: next });
  };

  return (
    <section className={styles.directory} aria-labelledby="ecosystem-directory-title">
      <h2 id="ecosystem-directory-title">Organisations directory</h2>
      <form className={styles.toolbar} role="search" aria-label="Search the organisations directory" onSubmit={(e: FormEvent) => e.preventDefault()}>
        <label>
          Search organisations
          <input type="search" value={draft} placeholder="Name, description or city" onChange={(e) => list.send({ type: 'list.search', search: e.target.value })} />
        </label>
        <label>
          State or union territory
          <select value={filters.region ?? ''} onChange={(e) => setFilter({ region: e.target.value || undefined })}>
            <option value="">All of India</option>
            {INDIA_REGIONS.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
          </select>
        </label>
        <label>
          Category
          <select value={filters.category ?? ''} onChange={(e) => setFilter({ category: e.target.value || undefined })}>
            <option value="">Every category</option>
            {ORGANIZATION_CATEGORIES.map((c) => <option key={c} value={c}>{ORGANIZATION_CATEGORY_LABELS[c]}</option>)}
          </select>
        </label>
      </form>
      <p className={styles.muted} aria-live="polite">{loading ? 'Loading organisations…' : `${total} ${total === 1 ? 'organisation' : 'organisations'}`}</p>
      {error && (
        <div role="alert" className={styles.problem}>
          <p>{error}</p>
          <button type="button" className="button" onClick={() => list.send({ type: 'list.retry' })}>Try again</button>
        </div>
      )}
      {!error && !loading && rows.length === 0 && <p className={styles.muted}>No organisations match. Try another name or fewer filters.</p>}
      {rows.length > 0 && (
        <ul className={styles.cards} aria-label="Directory organisations" aria-busy={loading}>
          {rows.map((o) => (
            <li key={o.organization_id} className={styles.card} aria-label={o.name}>
              <h3><Link to={organizationLink(o.organization_id)}>{o.name}</Link></h3>
              <p className={styles.sub}>
                {ORGANIZATION_CATEGORY_LABELS[o.category]}
                {o.city || o.region_id ? ` · ${[o.city, o.region_id ? indiaRegion(o.region_id)?.name : null].filter(Boolean).join(', ')}` : ''}
              </p>
              {o.description && <p className={styles.text}>{o.description}</p>}
            </li>
          ))}
        </ul>
      )}
      <ListPager page={page} pages={pages} onPage={(next) => list.send({ type: 'list.page', page: next })} label="Directory pages" />
    </section>
  );
}
