import { useState, type FormEvent } from 'react';
import { Link, NavLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { FORUM_PATHS, type ForumCategory, type ForumSearchResult, type ForumTopicListItem } from '../../../contracts';
import { selectError, selectIsLoading, selectPage, selectPages, selectRows } from '../../../machines/admin-list';
import {
  selectCanTurnPage, selectHasNext, selectHasPrevious, selectListError, selectListLoading, selectListPage, selectTopicRows,
} from '../../../machines/forum-list';
import { Avatar } from '../../components/Avatar/Avatar';
import { useScreenActor } from '../../app/use-screen-actor';
import { formatRelativeTime } from '../../lib/relative-time';
import { categoriesLoader, forumListLogic, forumSearchLogic } from './forum.actors';
import styles from './Forum.module.css';

type Loader = SnapshotFrom<typeof categoriesLoader>;
const selectCategories = (s: Loader) => (s.status === 'done' && s.output.ok ? s.output.value : null);
const selectCategoriesError = (s: Loader) => (s.status === 'done' && !s.output.ok ? s.output.message : null);

/**
 * /community/forum (every category), /community/forum/c/:slug (one category) and
 * /community/forum/search?q= (ranked results with highlighted snippets).
 */
export default function ForumScreen() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const searching = params.has('q');
  const loader = useScreenActor(categoriesLoader);
  const categories = useSelector(loader, selectCategories);
  const categoriesError = useSelector(loader, selectCategoriesError);
  const category = slug ? categories?.find((c) => c.slug.toLowerCase() === slug.toLowerCase()) ?? null : null;

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.kicker}>Community</p>
        <div className={styles.titleRow}>
          <h1>{searching ? 'Search the forum' : category ? category.name : 'Community forum'}</h1>
          <Link className="button" to={`/community/forum/new${category ? `?category=${category.category_id}` : ''}`}>New topic</Link>
        </div>
        <p className={styles.lead}>
          {category?.description ?? 'Ask, share and learn with founders, investors, experts and everyone else in the summit community.'}
        </p>
      </header>
      <SearchBox initial={q} />
      <div className={styles.layout}>
        <nav className={styles.categories} aria-label="Forum categories">
          <h2 className={styles.sideTitle}>Categories</h2>
          {categoriesError && <p className={styles.alert} role="alert">{categoriesError}</p>}
          <ul>
            <li><NavLink end to={FORUM_PATHS.home}>All topics</NavLink></li>
            {(categories ?? []).map((c) => (
              <li key={c.category_id}>
                <NavLink to={FORUM_PATHS.category(c.slug)}>
                  <span>{c.name}</span> <span className={styles.count} aria-label={`${c.topic_count} topics`}>{c.topic_count}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label={searching ? 'Search results' : 'Topics'} className={styles.main}>
          {searching
            ? <SearchResults key={q} q={q} />
            : slug && !categories && !categoriesError
              ? <p className={styles.muted} aria-busy="true">Loading topics…</p>
              : slug && !category
                ? <p className={styles.alert} role="alert">Forum category not found.</p>
                : <TopicList key={category?.category_id ?? 'all'} category={category} />}
        </section>
      </div>
    </div>
  );
}

function SearchBox({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) navigate(FORUM_PATHS.search(text.trim()));
  };
  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor="forum-search" className={styles.srOnly}>Search the forum</label>
      <input id="forum-search" type="search" value={text} placeholder="Search titles and posts" maxLength={200} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="button">Search</button>
    </form>
  );
}

function TopicList({ category }: { category: ForumCategory | null }) {
  const list = useScreenActor(forumListLogic, { input: { category: category?.category_id ?? null } });
  const rows = useSelector(list, selectTopicRows);
  const loading = useSelector(list, selectListLoading);
  const error = useSelector(list, selectListError);
  const hasNext = useSelector(list, selectHasNext);
  const hasPrevious = useSelector(list, selectHasPrevious);
  const canTurn = useSelector(list, selectCanTurnPage);
  const page = useSelector(list, selectListPage);
  if (error) {
    return (
      <div role="alert" className={styles.empty}>
        <p className={styles.alert}>{error}</p>
        <button type="button" className="button" onClick={() => list.send({ type: 'forumList.retry' })}>Try again</button>
      </div>
    );
  }
  return (
    <>
      {loading && rows.length === 0 && <p className={styles.muted} aria-busy="true">Loading topics…</p>}
      {!loading && rows.length === 0 && (
        <div className={styles.empty}><p>No topics here yet.</p><p className={styles.muted}>Start the first one with “New topic”.</p></div>
      )}
      <ul className={styles.topics} aria-busy={loading}>
        {rows.map((t) => <TopicRow key={t.topic_id} topic={t} showCategory={!category} />)}
      </ul>
      {(hasNext || hasPrevious) && <CursorPager list={list} page={page} hasNext={hasNext} hasPrevious={hasPrevious} canTurn={canTurn} />}
    </>
  );
}

/** Disabled while a page loads (canTurn false): the list takes no other turn until it has one to turn from. */
function CursorPager({ list, page, hasNext, hasPrevious, canTurn }: { list: ActorRefFrom<typeof forumListLogic>; page: number; hasNext: boolean; hasPrevious: boolean; canTurn: boolean }) {
  return (
    <nav className={styles.pager} aria-label="Pages of topics">
      <button type="button" className="button button--ghost" disabled={!hasPrevious || !canTurn} onClick={() => list.send({ type: 'forumList.previous' })}>Previous</button>
      <span className={styles.muted}>Page {page}</span>
      <button type="button" className="button button--ghost" disabled={!hasNext || !canTurn} onClick={() => list.send({ type: 'forumList.next' })}>Next</button>
    </nav>
  );
}

function TopicRow({ topic, showCategory }: { topic: ForumTopicListItem; showCategory: boolean }) {
  const unread = topic.is_new ? 0 : topic.unread_count;
  const firstUnread = topic.last_post_number - topic.unread_count + 1;
  return (
    <li className={`${styles.topicRow} ${topic.is_new || unread ? styles.topicUnread : ''}`}>
      <Avatar name={topic.author.display_name} src={topic.author.profile_image} size={40} />
      <div className={styles.topicMain}>
        <h3 className={styles.topicTitle}>
          {topic.pinned && <span className={styles.badge}>Pinned<span className={styles.srOnly}>:</span></span>}
          {topic.locked && <span className={`${styles.badge} ${styles.badgeMuted}`}>Locked<span className={styles.srOnly}>:</span></span>}
          <Link to={unread ? FORUM_PATHS.topic(topic.topic_id, firstUnread) : FORUM_PATHS.topic(topic.topic_id)}>{topic.title}</Link>
          {topic.is_new && <span className={styles.badgeNew}>New</span>}
          {unread > 0 && <span className={styles.badgeUnread}>{unread} unread</span>}
          {topic.hidden && <span className={`${styles.badge} ${styles.badgeDanger}`}>Hidden</span>}
        </h3>
        <p className={styles.excerpt}>{topic.excerpt}</p>
        <p className={styles.meta}>
          {showCategory && <span className={styles.tag}>{topic.category.name}</span>}
          <span>{topic.author.display_name}</span>
          <span>· {topic.reply_count === 1 ? '1 reply' : `${topic.reply_count} replies`}</span>
          <span>· active <time dateTime={topic.last_post_at}>{formatRelativeTime(topic.last_post_at)}</time></span>
        </p>
      </div>
    </li>
  );
}

function SearchResults({ q }: { q: string }) {
  const list = useScreenActor(forumSearchLogic, { input: { idField: 'topic_id', pageSizes: [20], query: { search: q } } });
  const rows = useSelector(list, selectRows) as unknown as ForumSearchResult[];
  const loading = useSelector(list, selectIsLoading);
  const error = useSelector(list, selectError);
  const page = useSelector(list, selectPage);
  const pages = useSelector(list, selectPages);
  if (!q) return <p className={styles.muted}>Type a word to search for.</p>;
  return (
    <>
      <p className={styles.muted} aria-live="polite">
        {loading ? 'Searching…' : error ? '' : rows.length === 0 ? `Nothing matches “${q}”.` : `Results for “${q}”, best match first`}
      </p>
      {error && (
        <div role="alert" className={styles.empty}>
          <p className={styles.alert}>{error}</p>
          <button type="button" className="button" onClick={() => list.send({ type: 'list.retry' })}>Try again</button>
        </div>
      )}
      <ol className={styles.results} aria-busy={loading}>
        {rows.map((r) => (
          <li key={`${r.topic_id}:${r.post_id}`} className={styles.result}>
            <h3 className={styles.topicTitle}>
              {/* title_html and snippet_html are escaped by the server with <mark> only (ts_headline). */}
              <Link to={FORUM_PATHS.topic(r.topic_id, r.post_number)} dangerouslySetInnerHTML={{ __html: r.title_html }} />
            </h3>
            <p className={styles.snippet}>
              {r.snippet.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
            </p>
            <p className={styles.meta}>
              <span className={styles.tag}>{r.category.name}</span>
              <span>{r.author.display_name}</span>
              <span>· {r.post_number > 1 ? `reply #${r.post_number}` : 'opening post'}</span>
              <span>· <time dateTime={r.created_at}>{formatRelativeTime(r.created_at)}</time></span>
            </p>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Pages of results">
          <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => list.send({ type: 'list.page', page: page - 1 })}>Previous</button>
          <span className={styles.muted}>Page {page}</span>
          <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => list.send({ type: 'list.page', page: page + 1 })}>Next</button>
        </nav>
      )}
    </>
  );
}
