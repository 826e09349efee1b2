// Every hub of SPEC §2, every /home/<section> and the home-layout pages (issue 12;
// docs/decisions/0033-hub-engine.md): ONE screen. The path names the hub (hubSlugForPath), the
// API host answers it with every section resolved, and the section components render it.
import { useMemo, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'react-router';
import { hubSlugForPath } from '../../../contracts';
import { selectIsLoggedIn } from '../../../machines/auth';
import {
  selectHub, selectHubError, selectIsLoading, selectIsNotFound, selectIsSearching, selectQuery, selectResults, selectSearchError,
} from '../../../machines/hub-page';
import { useAuth } from '../../app/AppActorsContext';
import { useRouteHandle } from '../../app/route-handle';
import { SaveItemButton } from '../../app/SaveItemButton';
import { useScreenActor } from '../../app/use-screen-actor';
import { ContentCardGrid, HubSectionList, type RenderSave } from '../../components/HubSections/HubSections';
import { NotFoundPage } from '../../components/StatusPage/NotFoundPage';
import { hubPageLogic } from './hubs.actors';
import styles from './HubScreen.module.css';

export default function HubScreen() {
  const { pathname } = useLocation();
  const slug = hubSlugForPath(pathname);
  // A new hub is a new page: its own actor (key), so nothing of the last hub lingers.
  return <HubPage key={slug} slug={slug} />;
}

function HubPage({ slug }: { slug: string }) {
  const actor = useScreenActor(hubPageLogic, { input: { slug } });
  const hub = useSelector(actor, selectHub);
  const loading = useSelector(actor, selectIsLoading);
  const notFound = useSelector(actor, selectIsNotFound);
  const error = useSelector(actor, selectHubError);
  const searching = useSelector(actor, selectIsSearching);
  const query = useSelector(actor, selectQuery);
  const results = useSelector(actor, selectResults);
  const searchError = useSelector(actor, selectSearchError);
  const signedIn = useAuth(selectIsLoggedIn);
  const [text, setText] = useState('');
  const routeTitle = useRouteHandle()?.title ?? 'Hub';

  const saved = useMemo(() => ({
    content: new Set([...(hub?.saved.content ?? []), ...(results?.saved_content_ids ?? [])]),
    event: new Set(hub?.saved.event ?? []),
    program: new Set(hub?.saved.program ?? []),
  }), [hub, results]);
  const renderSave: RenderSave | undefined = signedIn
    ? (kind, id, title) => <SaveItemButton itemType={kind} itemId={id} title={title} saved={saved[kind].has(id)} compact />
    : undefined;

  if (notFound) {
    return (
      <NotFoundPage signedIn={signedIn} />
    );
  }
  if (error) {
    return (
      <div className={styles.page}>
        <p role="alert" className={styles.error}>Could not load this hub: {error.message}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'hub.retry' })}>Try again</button>
      </div>
    );
  }
  if (loading || !hub) {
    // The hub's frame with the route's title, the page the build prerenders (decision 0065):
    // the hero keeps its place, so the hub's own text fills it without moving the page.
    return (
      <div className={styles.page}>
        <header className={styles.hero}>
          <div className={styles.heroText}>
            <h1 className={styles.title}>{routeTitle}</h1>
            <p role="status" className={styles.intro}>Loading hub…</p>
          </div>
        </header>
        <div className={`${styles.body} ${styles.bodyLoading}`} aria-busy="true" />
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'search.submit', query: text });
  };
  const clear = () => {
    setText('');
    actor.send({ type: 'search.clear' });
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>{hub.title}</h1>
          {/* Sanitised on the API host (renderMarkdown). */}
          <div className={styles.intro} dangerouslySetInnerHTML={{ __html: hub.intro_html }} />
          {hub.can_edit && <Link className={styles.edit} to={`/admin-center?tab=hubs&hub=${hub.slug}`}>Edit this hub in the Admin Center</Link>}
        </div>
        <form role="search" className={styles.search} onSubmit={submit} aria-label={`Search ${hub.title}`}>
          <label htmlFor="hub-search" className={styles.searchLabel}>Search this hub</label>
          <div className={styles.searchRow}>
            <input id="hub-search" type="search" value={text} maxLength={200} onChange={(e) => setText(e.target.value)} placeholder="Grants, interviews, pitch…" />
            <button type="submit" className="button" disabled={searching}>{searching ? 'Searching…' : 'Search'}</button>
          </div>
        </form>
      </header>

      <div className={styles.body}>
        <div aria-live="polite" className={styles.live}>
          {searching && <p role="status">Searching…</p>}
          {searchError && <p role="alert" className={styles.error}>{searchError}</p>}
        </div>
        {results && (
          <section className={styles.results} aria-labelledby="hub-results-title">
            <div className={styles.resultsHead}>
              <h2 id="hub-results-title">{results.total === 0 ? `No results for “${query}”` : `${results.total} ${results.total === 1 ? 'result' : 'results'} for “${query}”`}</h2>
              <button type="button" className="button button--ghost" onClick={clear}>Clear search</button>
            </div>
            {results.cards.length > 0 && <ContentCardGrid cards={results.cards} renderSave={renderSave} />}
            <p className={styles.more}><Link to={`/contents?q=${encodeURIComponent(query)}`}>Search all content for “{query}”</Link></p>
          </section>
        )}
        <HubSectionList sections={hub.sections} renderSave={renderSave} />
      </div>
    </div>
  );
}
