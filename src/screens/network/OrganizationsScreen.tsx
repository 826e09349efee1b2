import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  isOrganizationCategory, ORGANIZATION_CATEGORIES, ORGANIZATION_CATEGORY_LABELS, ORGANIZATION_CATEGORY_TITLES, type OrganizationCard, type OrganizationCategory,
} from '../../../contracts';
import {
  selectError, selectIsLoading, selectPage, selectPages, selectRows, selectSearchDraft, selectTotal,
} from '../../../machines/admin-list';
import { useScreenActor } from '../../app/use-screen-actor';
import { organizationDirectoryLogic, unknownCategoryText } from './network.actors';
import { NetworkNav } from './NetworkNav';
import { OrganizationCardView } from './OrganizationCardView';
import styles from './Network.module.css';
import { ListPager } from '../../components/ListPager/ListPager';

function CategoryTabs({ current }: { current: string }) {
  return (
    <nav aria-label="Organisation categories">
      <ul className={styles.tabs}>
        {ORGANIZATION_CATEGORIES.map((c) => (
          <li key={c}><Link to={`/community/organization/${c}`} aria-current={c === current ? 'page' : undefined}>{ORGANIZATION_CATEGORY_LABELS[c]}</Link></li>
        ))}
      </ul>
    </nav>
  );
}

function Directory({ category }: { category: OrganizationCategory }) {
  const list = useScreenActor(organizationDirectoryLogic, {
    input: { idField: 'organization_id', pageSizes: [12, 24], query: { filters: { category } } },
  });
  const rows = useSelector(list, selectRows) as OrganizationCard[];
  const total = useSelector(list, selectTotal);
  const page = useSelector(list, selectPage);
  const pages = useSelector(list, selectPages);
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const draft = useSelector(list, selectSearchDraft);
  const label = ORGANIZATION_CATEGORY_LABELS[category].toLowerCase();
  return (
    <>
      <form className={`${styles.toolbar} ${styles.toolbarNarrow}`} role="search" onSubmit={(e: FormEvent) => e.preventDefault()}>
        <label>
          Search {label}
          <input type="search" value={draft} placeholder="Name, description or city" onChange={(e) => list.send({ type: 'list.search', search: e.target.value })} />
        </label>
      </form>
      <p className={styles.muted} aria-live="polite">{loading ? 'Loading organisations…' : `${total} ${total === 1 ? 'organisation' : 'organisations'}`}</p>
      {error && (
        <div role="alert" className={styles.empty}>
          <p className={styles.alert}>{error}</p>
          <button type="button" className="button" onClick={() => list.send({ type: 'list.retry' })}>Try again</button>
        </div>
      )}
      {!error && !loading && rows.length === 0 && (
        <div className={styles.empty}><p>No organisations match{draft ? ` “${draft}”` : ''}.</p></div>
      )}
      {rows.length > 0 && (
        <ul className={styles.grid} aria-label={`${ORGANIZATION_CATEGORY_LABELS[category]} organisations`} aria-busy={loading}>
          {rows.map((o) => <OrganizationCardView key={o.organization_id} organization={o} />)}
        </ul>
      )}
      <ListPager page={page} pages={pages} onPage={(next) => list.send({ type: 'list.page', page: next })} />
    </>
  );
}

/** /community/organization/:organization_category: the organisation directory of one category. */
export default function OrganizationsScreen() {
  const raw = (useParams().organization_category ?? '').toLowerCase();
  const category = isOrganizationCategory(raw) ? raw : null;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{category ? ORGANIZATION_CATEGORY_TITLES[category] : 'Organisations'}</h1>
        <p className={styles.lead}>Startups, investors, businesses, government bodies, educators and expert firms of the summit community. Follow an organisation to keep it on your Following page.</p>
        <NetworkNav />
      </header>
      <CategoryTabs current={category ?? ''} />
      {category
        ? <Directory key={category} category={category} />
        : <div className={styles.empty} role="alert"><p className={styles.alert}>{unknownCategoryText(raw)}</p></div>}
    </div>
  );
}
