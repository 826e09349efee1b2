import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../Avatar/Avatar';
import { FileLink } from '../FileLink/FileLink';
import { HelpTooltip } from '../HelpTooltip/HelpTooltip';
import { Icon } from './Icon';
import type { Action, MarketingPageContent, Section } from './types';
import styles from './MarketingPage.module.css';

export interface MarketingPageProps {
  page: MarketingPageContent;
  /** What fills an `events` section (upcoming events, live or from data). */
  events?: ReactNode;
  /** Fetches a file as a blob for resource downloads; without it they are plain links. */
  fetchBlob?: (href: string) => Promise<Blob>;
}

const ActionLink = ({ action, ghost = false }: { action: Action; ghost?: boolean }) => (
  <Link className={`button ${ghost ? 'button--ghost' : ''}`} to={action.to}>{action.label}</Link>
);

function SectionView({ section, events, fetchBlob }: { section: Section } & Omit<MarketingPageProps, 'page'>) {
  const headingId = `${section.id}-title`;
  const head = (intro?: string) => (
    <header className={styles.sectionHead}>
      <h2 id={headingId}>{section.title}</h2>
      {intro && <p>{intro}</p>}
    </header>
  );
  switch (section.kind) {
    case 'features':
      return (
        <section className={styles.section} aria-labelledby={headingId}>
          {head(section.intro)}
          <ul className={styles.features}>
            {section.items.map((item) => (
              <li key={item.title} className={styles.feature}>
                {item.icon && <span className={styles.iconBadge}><Icon name={item.icon} /></span>}
                <h3>{item.title}</h3>
                <p>{item.text}</p>
                {item.to && <Link className={styles.more} to={item.to} aria-label={`${item.linkLabel ?? 'Learn more'}: ${item.title}`}>{item.linkLabel ?? 'Learn more'} <span aria-hidden="true">→</span></Link>}
              </li>
            ))}
          </ul>
        </section>
      );
    case 'steps':
      return (
        <section className={styles.section} aria-labelledby={headingId}>
          {head(section.intro)}
          <ol className={styles.steps}>
            {section.items.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ol>
        </section>
      );
    case 'stats':
      return (
        <section className={styles.statsBand} aria-labelledby={headingId}>
          <h2 id={headingId} className="visually-hidden">{section.title}</h2>
          <ul className={styles.stats}>
            {section.items.map((s) => <li key={s.label}><strong>{s.figure}</strong><span>{s.label}</span></li>)}
          </ul>
        </section>
      );
    case 'events':
      return (
        <section className={styles.section} aria-labelledby={headingId}>
          {head(section.intro)}
          {events}
          {section.more && <p className={styles.sectionMore}><Link to={section.more.to}>{section.more.label} <span aria-hidden="true">→</span></Link></p>}
        </section>
      );
    case 'plans':
      return (
        <section className={styles.section} aria-labelledby={headingId}>
          {head(section.intro)}
          <ul className={styles.plans}>
            {section.items.map((plan) => (
              <li key={plan.name} className={`${styles.plan} ${plan.featured ? styles.featured : ''}`}>
                <div className={styles.planHead}>
                  <h3>{plan.name}</h3>
                  {plan.help && <HelpTooltip label={`About the ${plan.name} plan`}>{plan.help}</HelpTooltip>}
                </div>
                <p className={styles.planFor}>{plan.audience}</p>
                <p className={styles.price}><strong>{plan.price}</strong>{plan.cadence && <span> {plan.cadence}</span>}</p>
                <ul className={styles.checks}>
                  {plan.features.map((f) => <li key={f}>{f}</li>)}
                </ul>
                <ActionLink action={plan.cta} ghost={!plan.featured} />
              </li>
            ))}
          </ul>
        </section>
      );
    case 'quotes':
      return (
        <section className={styles.section} aria-labelledby={headingId}>
          {head()}
          <ul className={styles.quotes}>
            {section.items.map((q) => (
              <li key={q.name}>
                <figure className={styles.quote}>
                  <blockquote><p>“{q.quote}”</p></blockquote>
                  <figcaption>
                    <Avatar name={q.name} size={44} />
                    <span><strong>{q.name}</strong><span>{q.role}</span></span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      );
    case 'faq':
      return (
        <section className={styles.section} aria-labelledby={headingId}>
          {head()}
          <div className={styles.faq}>
            {section.items.map((f) => (
              <details key={f.q}>
                <summary>{f.q}</summary>
                <p>{f.a}</p>
              </details>
            ))}
          </div>
        </section>
      );
    case 'resources':
      return (
        <section className={styles.section} aria-labelledby={headingId}>
          {head(section.intro)}
          <ul className={styles.resources}>
            {section.items.map((r) => (
              <li key={r.title} className={styles.resource}>
                <p className={styles.kind}>{r.kind}{r.minutes ? ` · ${r.minutes} min` : ''}</p>
                <h3>{r.title}</h3>
                <p>{r.text}</p>
                {r.file && (fetchBlob
                  ? <FileLink className={styles.more} href={r.file.href} fileName={r.file.name} fetchBlob={fetchBlob}>Download {r.file.name}</FileLink>
                  : <a className={styles.more} href={r.file.href}>Download {r.file.name}</a>)}
                {!r.file && r.to && <Link className={styles.more} to={r.to} aria-label={`Open: ${r.title}`}>Open <span aria-hidden="true">→</span></Link>}
              </li>
            ))}
          </ul>
        </section>
      );
    case 'cta':
      return (
        <section className={styles.cta} aria-labelledby={headingId}>
          <div>
            <h2 id={headingId}>{section.title}</h2>
            <p>{section.text}</p>
          </div>
          <div className={styles.ctaActions}>
            <Link className="button" to={section.primary.to}>{section.primary.label}</Link>
            {section.secondary && <Link className={`button ${styles.ghostOnDeep}`} to={section.secondary.to}>{section.secondary.label}</Link>}
          </div>
        </section>
      );
    default:
      return null;
  }
}

/** One page of the public site from its content: hero, then sections in order. */
export function MarketingPage({ page, events, fetchBlob }: MarketingPageProps) {
  return (
    <>
      <section className={styles.hero} aria-labelledby="page-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{page.eyebrow}</p>
            <h1 id="page-title" className={styles.title}>{page.title}</h1>
            <p className={styles.lead}>{page.lead}</p>
            {page.actions.length > 0 && (
              <div className={styles.actions}>
                {page.actions.map((a, i) => <ActionLink key={a.to} action={a} ghost={i > 0} />)}
              </div>
            )}
          </div>
          {page.facts && (
            <ul className={styles.facts} aria-label="At a glance">
              {page.facts.map((f) => <li key={f.label}><strong>{f.figure}</strong><span>{f.label}</span></li>)}
            </ul>
          )}
        </div>
      </section>
      <div className={styles.body}>
        {page.sections.map((section) => <SectionView key={section.id} section={section} events={events} fetchBlob={fetchBlob} />)}
      </div>
    </>
  );
}
