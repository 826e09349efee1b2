// /contents/:slug (public): one content item — its sanitised body, a privacy-friendly video
// player for known providers (a plain link otherwise), attachments from the uploads, tags.
import { useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router';
import { CONTENT_TYPE_LABELS } from '../../../contracts';
import { selectIsLoggedIn } from '../../../machines/auth';
import { selectItem, selectItemError, selectItemLoading, selectItemNotFound } from '../../../machines/content-item';
import { useAuth } from '../../app/AppActorsContext';
import { SaveItemButton } from '../../app/SaveItemButton';
import { useScreenActor } from '../../app/use-screen-actor';
import { deadlineText } from '../../components/HubSections/HubSections';
import { NotFoundPage } from '../../components/StatusPage/NotFoundPage';
import { fileLink } from '../../lib/links';
import { formatRelativeTime } from '../../lib/relative-time';
import { contentItemLogic } from './content.actors';
import styles from './Content.module.css';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

export default function ContentItemScreen() {
  const { slug = '' } = useParams();
  return <ContentItemPage key={slug} slug={slug} />;
}

function ContentItemPage({ slug }: { slug: string }) {
  const actor = useScreenActor(contentItemLogic, { input: { slug } });
  const item = useSelector(actor, selectItem);
  const loading = useSelector(actor, selectItemLoading);
  const notFound = useSelector(actor, selectItemNotFound);
  const error = useSelector(actor, selectItemError);
  const signedIn = useAuth(selectIsLoggedIn);

  if (notFound) {
    return (
      <NotFoundPage signedIn={signedIn} />
    );
  }
  if (error) {
    return (
      <div className={styles.page}>
        <p role="alert" className={styles.error}>Could not load this item: {error}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'content.retry' })}>Try again</button>
      </div>
    );
  }
  if (loading || !item) return <p className={styles.page} role="status">Loading…</p>;

  return (
    <article className={`${styles.page} ${styles.article}`}>
      <p className={styles.crumbs}><Link to="/contents">Explore Content</Link> / {CONTENT_TYPE_LABELS[item.content_type]}</p>
      <header className={styles.articleHeader}>
        <h1>{item.title}</h1>
        <p className={styles.lead}>{item.summary}</p>
        <p className={styles.byline}>
          {item.author_name && <span>By {item.author_name}</span>}
          {item.published_at && <span> · {formatRelativeTime(item.published_at)}</span>}
          {!item.is_published && <strong className={styles.error}> · Unpublished (only administrators see this)</strong>}
        </p>
        {item.deadline && <p className={styles.deadline}>{deadlineText(item.deadline)} · {new Date(item.deadline).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' })}</p>}
        {signedIn && <SaveItemButton itemType="content" itemId={item.content_id} title={item.title} />}
      </header>
      {item.video_embed ? (
        <div className={styles.video}>
          <iframe
            src={item.video_embed.embed_url}
            title={`Video: ${item.title}`}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation"
          />
        </div>
      ) : null}
      {item.video_url && (
        // Also under an embedded player: the way to the video when the player cannot load.
        <p><a href={item.video_url} target="_blank" rel="noopener noreferrer">{item.video_embed ? 'Open the video on ' : 'Watch the video on '}{hostOf(item.video_url)}</a></p>
      )}
      {/* Sanitised on the API host (renderMarkdown): no raw HTML reaches the page. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: item.body_html }} />
      {item.attachments.length > 0 && (
        <section aria-labelledby="attachments-title" className={styles.attachments}>
          <h2 id="attachments-title">Attachments</h2>
          <ul>{item.attachments.map((a) => <li key={a.file}><a href={fileLink(a.file)} download={a.name}>{a.name}</a></li>)}</ul>
        </section>
      )}
      {item.tags.length > 0 && <ul className={styles.tagList} aria-label="Tags">{item.tags.map((t) => <li key={t}>#{t}</li>)}</ul>}
    </article>
  );
}
