// Shared views of a publication application (plain props): the status badge, its details and
// its timeline with reviewers' comments. Used by /publications and the Admin Center.
import {
  PUBLICATION_CATEGORY_LABELS, PUBLICATION_STATUS_LABELS, type Publication, type PublicationEvent, type PublicationStatus,
} from '../../../contracts';
import styles from './Publication.module.css';

export function StatusBadge({ status }: { status: PublicationStatus }) {
  return <span className={styles.badge} data-status={status}>{PUBLICATION_STATUS_LABELS[status]}</span>;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Title, authors, category, keywords, manuscript and the abstract (server-sanitised HTML). */
export function PublicationDetails({ publication: p, headingLevel = 2 }: { publication: Publication; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.details} aria-label="Publication">
      <Heading>{p.title || 'Untitled draft'}</Heading>
      <dl className={styles.facts}>
        <dt>Status</dt><dd><StatusBadge status={p.status} /></dd>
        <dt>Authors</dt><dd>{p.authors.length ? p.authors.map((a) => a.name).join(', ') : '—'}</dd>
        <dt>Category</dt><dd>{p.category ? PUBLICATION_CATEGORY_LABELS[p.category] : '—'}</dd>
        <dt>Submitted by</dt><dd>{p.author_name}</dd>
        {p.keywords.length > 0 && (<><dt>Keywords</dt><dd><span className={styles.tags}>{p.keywords.map((k) => <span key={k} className={styles.tag}>{k}</span>)}</span></dd></>)}
        <dt>Manuscript</dt>
        <dd>{p.manuscript ? <a href={p.manuscript.url} download={p.manuscript.file_name}>{p.manuscript.file_name}</a> : '—'}{p.manuscript && ` (${size(p.manuscript.size)})`}</dd>
      </dl>
      {/* abstract_html is rendered and sanitised by the API host (server/lib/markdown.ts). */}
      <div className={styles.abstract} dangerouslySetInnerHTML={{ __html: p.abstract_html || '<p>No abstract yet.</p>' }} />
    </article>
  );
}

const MOVE: Record<PublicationStatus, string> = {
  draft: 'Draft started', submitted: 'Submitted for review', 'in-review': 'Review started', 'changes-requested': 'Changes requested',
  resubmitted: 'Resubmitted', accepted: 'Accepted', rejected: 'Rejected',
};

/** Every status change, oldest first, with who made it and the comment given. */
export function PublicationTimeline({ events }: { events: PublicationEvent[] }) {
  return (
    <ol className={styles.timeline} aria-label="History">
      {events.map((e) => (
        <li key={e.event_id} className={styles.entry} data-admin={e.by_admin}>
          <span className={styles.dot} aria-hidden="true" />
          <div>
            <div className={styles.entryHead}>
              <strong>{MOVE[e.to_status]}</strong>
              <span>by {e.actor_name}{e.by_admin ? ' (reviewer)' : ''}</span>
              <time dateTime={e.created_at}>{when(e.created_at)}</time>
            </div>
            {e.comment_html && <div className={styles.comment} dangerouslySetInnerHTML={{ __html: e.comment_html }} />}
          </div>
        </li>
      ))}
    </ol>
  );
}
