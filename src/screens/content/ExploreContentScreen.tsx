// /contents (public): every published content item, searched with PostgreSQL full text (ranked,
// with highlighted snippets) and filtered by type (issue 12; docs/decisions/0034-content-search.md).
import { useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES, type ContentCard, type ContentType } from '../../../contracts';
import { selectError, selectFilters, selectIsLoading, selectPage, selectPages, selectRows, selectSearchDraft, selectTotal } from '../../../machines/admin-list';
import { selectIsLoggedIn } from '../../../machines/auth';
import { useAuth } from '../../app/AppActorsContext';
import { SaveItemButton } from '../../app/SaveItemButton';
import { useScreenActor } from '../../app/use-screen-actor';
import { ContentCardGrid, type RenderSave } from '../../components/HubSections/HubSections';
import { contentListLogic } from './content.actors';
import styles from './Content.module.css';
import { ListPager } from '../../components/ListPager/ListPager';

type Row = ContentCard & { saved: boolean };

export default function ExploreContentScreen() {
  const [params] = useSearchParams();
  const type = CONTENT_TYPES.find((t) => t === params.get('type'));
  const list = useScreenActor(contentListLogic, {
    input: { idField: 'content_id', pageSizes: [12, 24, 48], query: { search: params.get('q') ?? '', filters: type ? { type } : {} } },
  });
  const rows = useSelector(list, selectRows) as Row[];
  const total = useSelector(list, selectTotal);
  const page = useSelector(list, selectPage);
  const pages = useSelector(list, selectPages);
  const draft = useSelector(list, selectSearchDraft);
  const filters = useSelector(list, selectFilters) as { type?: ContentType };
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const signedIn = useAuth(selectIsLoggedIn);
  const savedIds = new Set(rows.filter((r) => r.saved).map((r) => r.content_id));
  const renderSave: RenderSave | undefined = signedIn
    ? (kind, id, title) => <SaveItemButton itemType={kind} itemId={id} title={title} saved={savedIds.has(id)} compact />
    : undefined;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Articles, talks and toolkits</p>
        <h1>Explore Content</h1>
        <p className={styles.lead}>The best of what the community has written, recorded and built. Search it all, or browse the <Link to="/content-hub">collections</Link>.</p>
      </header>
      <form role="search" className={styles.filters} onSubmit={(e) => e.preventDefault()}>
        <label className={styles.field}>
          <span>Search content</span>
          <input type="search" value={draft} maxLength={200} placeholder="Customer interviews, grants, burnout…" onChange={(e) => list.send({ type: 'list.search', search: e.target.value })} />
        </label>
        <label className={styles.field}>
          <span>Type</span>
          <select value={filters.type ?? ''} onChange={(e) => list.send({ type: 'list.filter', filters: e.target.value ? { type: e.target.value } : {} })}>
            <option value="">All types</option>
            {CONTENT_TYPES.map((t) => <option key={t} value={t}>{CONTENT_TYPE_LABELS[t]}</option>)}
          </select>
        </label>
      </form>
      <p className={styles.count} role="status" aria-live="polite">
        {loading ? 'Searching…' : error ? '' : total === 0 ? 'Nothing matches. Try other words or all types.' : `${total} ${total === 1 ? 'item' : 'items'}${draft.trim() ? `, best matches first` : ', newest first'}`}
      </p>
      {error && <p role="alert" className={styles.error}>{error}</p>}
      {/* The first page's place is held (a prerendered page paints before the cards arrive, decision 0065):
          the cards fill the screen rather than push the call to action up into view and away again. */}
      <div aria-busy={loading} className={loading && rows.length === 0 ? styles.resultsLoading : undefined}>
        <ContentCardGrid cards={rows} renderSave={renderSave} />
      </div>
      <ListPager page={page} pages={pages} onPage={(next) => list.send({ type: 'list.page', page: next })} centred />
      {!signedIn && (
        <aside className={styles.cta}>
          <h2>Save it for later</h2>
          <p>Members keep a library of saved content and see it on their home.</p>
          <Link className="button" to="/auth?mode=register">Create your account</Link>
        </aside>
      )}
    </div>
  );
}
