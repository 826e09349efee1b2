// The hub engine's section components (issue 12; docs/decisions/0033-hub-engine.md): one per
// section kind, reading the items the API host resolved. Plain props: the hub page and the
// Admin Center's live preview render hubs with these same components.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CONTENT_TYPE_LABELS, type ContentCard, type HubEventItem, type HubOrganizationItem, type HubPersonItem, type HubProgramItem, type HubTopicItem, type ResolvedSection,
} from '../../../contracts';
import { eventDay, eventStart } from '../../lib/event-time';
import { formatRelativeTime } from '../../lib/relative-time';
import styles from './HubSections.module.css';

export type SaveKind = 'content' | 'event' | 'program';
/** A Save toggle for one item (signed-in pages pass one; previews and signed-out pages do not). */
export type RenderSave = (kind: SaveKind, id: number, title: string) => ReactNode;

const DAY_MS = 86_400_000;
const FORMAT_LABELS: Record<HubEventItem['format'], string> = { 'in-person': 'In person', online: 'Online', hybrid: 'Hybrid' };

/** "Closes in 5 days" / "Closes today" / "Closed". */
export function deadlineText(deadline: string, now: Date = new Date()): string {
  const days = Math.ceil((Date.parse(deadline) - now.getTime()) / DAY_MS);
  if (days < 0) return 'Closed';
  if (days === 0) return 'Closes today';
  return days === 1 ? 'Closes tomorrow' : `Closes in ${days} days`;
}

export function ContentCardView({ card, renderSave, now }: { card: ContentCard; renderSave?: RenderSave; now?: Date }) {
  return (
    <li className={styles.card} data-type={card.content_type}>
      <div className={styles.cardTop}>
        <span className={styles.badge}>{CONTENT_TYPE_LABELS[card.content_type]}</span>
        {!card.is_published && <span className={styles.draft}>Unpublished</span>}
        {renderSave && <span className={styles.save}>{renderSave('content', card.content_id, card.title)}</span>}
      </div>
      <h3 className={styles.cardTitle}><Link to={`/contents/${card.slug}`}>{card.title}</Link></h3>
      {card.snippet_html
        // Built on the API host: text escaped, only <mark> added around the hits.
        ? <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: card.snippet_html }} />
        : <p className={styles.summary}>{card.summary}</p>}
      <p className={styles.meta}>
        {card.deadline
          ? <strong className={styles.deadline}>{deadlineText(card.deadline, now)}</strong>
          : card.published_at && <span>{formatRelativeTime(card.published_at, now)}</span>}
        {card.author_name && <span> · {card.author_name}</span>}
      </p>
      {card.tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {card.tags.slice(0, 4).map((t) => <li key={t}>#{t}</li>)}
        </ul>
      )}
    </li>
  );
}

export function ContentCardGrid({ cards, renderSave, now }: { cards: ContentCard[]; renderSave?: RenderSave; now?: Date }) {
  return (
    <ul className={styles.grid}>
      {cards.map((c) => <ContentCardView key={c.content_id} card={c} renderSave={renderSave} now={now} />)}
    </ul>
  );
}

function EventCards({ items, renderSave, now }: { items: HubEventItem[]; renderSave?: RenderSave; now?: Date }) {
  return (
    <ul className={styles.grid}>
      {items.map((e) => {
        const day = eventDay(e.starts_at, e.time_zone);
        const base = e.kind === 'competition' ? '/competitions' : '/events';
        return (
          <li key={e.event_id} className={`${styles.card} ${styles.eventCard}`}>
            <div className={styles.date} aria-hidden="true"><span>{day.month}</span><strong>{day.day}</strong></div>
            <div className={styles.eventBody}>
              <div className={styles.cardTop}>
                <span className={styles.badge}>{e.kind === 'competition' ? 'Competition' : 'Event'}</span>
                {renderSave && <span className={styles.save}>{renderSave('event', e.event_id, e.title)}</span>}
              </div>
              <h3 className={styles.cardTitle}><Link to={`${base}/${e.event_id}`}>{e.title}</Link></h3>
              <p className={styles.summary}>{e.summary}</p>
              <p className={styles.meta}>
                <span>{eventStart(e.starts_at, e.time_zone)}</span>
                <span> · {FORMAT_LABELS[e.format]}{e.venue && e.format !== 'online' ? `, ${e.venue}` : ''}</span>
              </p>
              <p className={styles.meta}>
                <strong className={styles.when}>{formatRelativeTime(e.starts_at, now)}</strong>
                {e.seats_left !== null && <span> · {e.seats_left === 0 ? 'Full: join the waitlist' : `${e.seats_left} ${e.seats_left === 1 ? 'seat' : 'seats'} left`}</span>}
              </p>
              <Link className={styles.action} to={`${base}/${e.event_id}`}>{e.kind === 'competition' ? 'View and enter' : 'View and register'}</Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** "Starts in 5 days" for a program still to start, "Started 9 months ago" for one running. */
export function programWhen(start: string, now: Date = new Date()): string {
  const when = formatRelativeTime(start, now);
  return Date.parse(start) > now.getTime() ? when : `Started ${when}`;
}

function ProgramCards({ items, renderSave, now }: { items: HubProgramItem[]; renderSave?: RenderSave; now?: Date }) {
  return (
    <ul className={styles.grid}>
      {items.map((p) => (
        <li key={p.program_id} className={styles.card}>
          <div className={styles.cardTop}>
            <span className={styles.badge}>Program · {p.program_category}</span>
            {renderSave && <span className={styles.save}>{renderSave('program', p.program_id, p.program_name)}</span>}
          </div>
          <h3 className={styles.cardTitle}><Link to={`/lxp/program/${p.program_id}`}>{p.program_name}</Link></h3>
          <p className={styles.summary}>{p.program_description}</p>
          {p.start_date && <p className={styles.meta}>{programWhen(p.start_date, now)}</p>}
        </li>
      ))}
    </ul>
  );
}

function TopicList({ items, now }: { items: HubTopicItem[]; now?: Date }) {
  return (
    <ul className={styles.rows}>
      {items.map((t) => (
        <li key={t.topic_id} className={styles.rowItem}>
          <h3 className={styles.cardTitle}><Link to={`/community/forum/topic/${t.topic_id}`}>{t.title}</Link></h3>
          {t.excerpt && <p className={styles.summary}>{t.excerpt}</p>}
          <p className={styles.meta}>{t.category_name} · {t.author} · {t.reply_count} {t.reply_count === 1 ? 'reply' : 'replies'} · active {formatRelativeTime(t.last_post_at, now)}</p>
        </li>
      ))}
    </ul>
  );
}

const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

function PeopleCards({ items }: { items: HubPersonItem[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((p) => (
        <li key={p.user_id} className={`${styles.card} ${styles.person}`}>
          <span className={styles.initial} aria-hidden="true">{initialOf(p.name)}</span>
          <div className={styles.eventBody}>
            <h3 className={styles.cardTitle}><Link to={`/community/network?search=${encodeURIComponent(p.username)}`}>{p.name}</Link></h3>
            <p className={styles.summary}>{p.headline}</p>
            <p className={styles.meta}>{[p.community, p.city].filter(Boolean).join(' · ')}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function OrganizationCards({ items }: { items: HubOrganizationItem[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((o) => (
        <li key={o.organization_id} className={`${styles.card} ${styles.person}`}>
          <span className={styles.initial} aria-hidden="true">{initialOf(o.name)}</span>
          <div className={styles.eventBody}>
            <h3 className={styles.cardTitle}><Link to={`/organization?organization_id=${o.organization_id}`}>{o.name}</Link></h3>
            <p className={styles.summary}>{o.description}</p>
            <p className={styles.meta}>{[o.category, o.city].filter(Boolean).join(' · ')}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

const EMPTY_TEXT: Record<ResolvedSection['kind'], string> = {
  featured: 'Nothing featured yet.', 'content-list': 'Nothing published here yet.', opportunities: 'No open opportunities right now.',
  events: 'No upcoming events right now.', programs: 'No programs yet.', 'forum-topics': 'No discussions yet.', people: 'No members to show yet.',
  organizations: 'No organisations yet.', 'rich-text': '',
};

const MEMBERS_ONLY_TEXT: Partial<Record<ResolvedSection['kind'], string>> = {
  events: 'upcoming events and register', programs: 'programs and enrol', 'forum-topics': 'the discussions', people: 'the people behind this topic',
  organizations: 'the organisations',
};

export function HubSectionView({ section, renderSave, now }: { section: ResolvedSection; renderSave?: RenderSave; now?: Date }) {
  const headingId = `hub-section-${section.id}`;
  let body: ReactNode;
  if (section.kind === 'rich-text') {
    // Sanitised on the API host (renderMarkdown): no raw HTML reaches the page.
    body = <div className={styles.richText} dangerouslySetInnerHTML={{ __html: section.html }} />;
  } else if (section.members_only) {
    body = <p className={styles.empty}><Link to="/auth">Sign in</Link> to see {MEMBERS_ONLY_TEXT[section.kind] ?? 'more'}.</p>;
  } else if (section.items.length === 0) {
    body = <p className={styles.empty}>{EMPTY_TEXT[section.kind]}</p>;
  } else if (section.kind === 'events') {
    body = <EventCards items={section.items} renderSave={renderSave} now={now} />;
  } else if (section.kind === 'programs') {
    body = <ProgramCards items={section.items} renderSave={renderSave} now={now} />;
  } else if (section.kind === 'forum-topics') {
    body = <TopicList items={section.items} now={now} />;
  } else if (section.kind === 'people') {
    body = <PeopleCards items={section.items} />;
  } else if (section.kind === 'organizations') {
    body = <OrganizationCards items={section.items} />;
  } else {
    body = <ContentCardGrid cards={section.items} renderSave={renderSave} now={now} />;
  }
  return (
    <section className={styles.section} aria-labelledby={headingId} data-kind={section.kind}>
      <h2 id={headingId} className={styles.sectionTitle}>{section.title}</h2>
      {body}
    </section>
  );
}

export function HubSectionList({ sections, renderSave, now }: { sections: ResolvedSection[]; renderSave?: RenderSave; now?: Date }) {
  if (sections.length === 0) return <p className={styles.empty}>This hub has no sections yet.</p>;
  return <>{sections.map((s) => <HubSectionView key={s.id} section={s} renderSave={renderSave} now={now} />)}</>;
}
